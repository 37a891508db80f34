import { defaultLocale, type Locale } from '../../../i18n/locales';
import { translatorFor } from '../../i18n/translators';

/**
 * An outreach message as stored once (mail_messages,
 * docs/decisions/091-outbox-stores-each-message-once.md): the words around the token.
 */
export type StoredMessage = {
  subject: string;
  /** Up to the recipient's unsubscribe token: the admin's text and the footer's start. */
  text: string;
  /** After the token; null: the text is complete and no token goes into it. */
  textAfterToken: string | null;
  /** The one-click unsubscribe address up to the token; null: no List-Unsubscribe headers. */
  oneClickUrl: string | null;
};

export type ComposedMessage = { subject: string; text: string; headers: Record<string, string> };

const TOKEN_SLOT = '\u0000';

/**
 * The admin's text, then a footer whose unsubscribe link ends with the recipient's token, and
 * the RFC 8058 one-click address: stored once, with the token left out (it goes in at send time).
 * The admin's words are as written; the footer is in the recipients' language
 * (docs/decisions/315-the-server-says-words-not-text.md).
 */
export function outreachMessage(
  input: {
    subject: string;
    message: string;
    origin: string;
  },
  locale: Locale = defaultLocale,
): StoredMessage {
  // Tokens are base64url (no characters that need escaping), so they go into the URL as is.
  const [footerStart, footerEnd] = translatorFor(locale)('email.outreach.footer', {
    link: `${input.origin}/unsubscribe?token=${TOKEN_SLOT}`,
  }).split(TOKEN_SLOT);
  return {
    subject: input.subject,
    text: `${input.message.trimEnd()}\n\n-- \n${footerStart}`,
    textAfterToken: footerEnd ?? '',
    oneClickUrl: `${input.origin}/api/unsubscribe/one-click?token=`,
  };
}

/** One recipient's copy: their token in the footer and in the List-Unsubscribe headers. */
export function composeFor(message: StoredMessage, unsubscribeToken: string): ComposedMessage {
  const text =
    message.textAfterToken === null
      ? message.text
      : message.text + unsubscribeToken + message.textAfterToken;
  const headers: Record<string, string> =
    message.oneClickUrl === null
      ? {}
      : {
          'List-Unsubscribe': `<${message.oneClickUrl}${unsubscribeToken}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        };
  return { subject: message.subject, text, headers };
}
