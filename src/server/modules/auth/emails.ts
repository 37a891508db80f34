import { ARCHIVED_CLASS_KEPT_DAYS, FAMILY_PROFILE_KEPT_MONTHS, RETENTION_WARNING_DAYS } from '../../../domain/accounts/child-profile';
import { defaultLocale, isLocale, type Locale } from '../../../i18n/locales';
import type { Translate } from '../../../i18n/translate';
import { translatorFor } from '../../i18n/translators';
import type { MailMessage } from '../mail/mailer';
import { CONFIRMATION_TOKEN_TTL_MS } from './confirmation-repository';
import { RESET_TOKEN_TTL_MS } from './reset-repository';

// Words for the accounts emails: read by a child and their grown-up, so short and plain. Each
// goes out in its recipient's language (docs/decisions/315-the-server-says-words-not-text.md); the
// words are in locales/*/server/email.*.

/**
 * The language of a person's emails: the one stored on their account (`locale`), else `fallback`
 * (the language of the request that sent the email, or English for a job that runs by itself).
 */
export function recipientLocale(user: object, fallback: Locale = defaultLocale): Locale {
  // `locale` comes with migration 0011; a row read before it has none.
  const stored = (user as { locale?: unknown }).locale;
  return isLocale(stored) ? stored : fallback;
}

const confirmDays = Math.round(CONFIRMATION_TOKEN_TTL_MS / (24 * 60 * 60 * 1000));

/**
 * The link of an email confirmation (docs/decisions/110-email-confirmation.md): the page posts its
 * token, a GET changes nothing.
 */
export const confirmationLink = (origin: string, token: string) =>
  `${origin}/confirm-email?token=${encodeURIComponent(token)}`;

/** Our notice about children's data (src/domain/accounts/children-notice.ts), one paragraph each, in one language. */
function childrenNoticeText(t: Translate): string[] {
  return [
    t('email.notice.what'),
    t('email.notice.why'),
    t('email.notice.howLong', {
      keptMonths: FAMILY_PROFILE_KEPT_MONTHS,
      warningDays: RETENTION_WARNING_DAYS,
      classDays: ARCHIVED_CLASS_KEPT_DAYS,
    }),
    t('email.notice.whoElse'),
    t('email.notice.whatYouCanDo'),
  ];
}

/**
 * The notice about children's data and the link that both confirms the address and records the
 * grown-up's consent to it (docs/decisions/151-consent-by-email-plus.md): "email plus", the second
 * email confirms it.
 */
const noticeAndLink = (t: Translate, link: string): string[] => [
  t('email.notice.intro'),
  ...childrenNoticeText(t),
  t('email.notice.link', { days: confirmDays, link }),
];

/**
 * Sent at sign-up: the welcome, with the link that confirms the address
 * (docs/decisions/110-email-confirmation.md). A grown-up's (who ticked "18 or older",
 * docs/decisions/150-grown-ups-hold-accounts-children-have-profiles.md) carries our notice about
 * children's data: the same link records their consent.
 */
export function welcomeEmail(
  to: { email: string; firstName: string; kind: 'learner' | 'grown-up' | 'child' },
  origin: string,
  confirmLink: string,
  locale: Locale = defaultLocale,
): MailMessage {
  const t = translatorFor(locale);
  const firstName = to.firstName;
  const text =
    to.kind === 'grown-up'
      ? [
          t('email.hiGrownUp', { firstName }),
          t('email.welcome.grownUp', { familyUrl: `${origin}/family` }),
          t('email.welcome.teach', { classesUrl: `${origin}/classes` }),
          ...noticeAndLink(t, confirmLink),
          t('email.ignore'),
          t('email.signature'),
        ]
      : [
          t('email.hiLearner', { firstName }),
          t('email.welcome.learner'),
          t('email.welcome.confirm', { days: confirmDays, link: confirmLink }),
          t('email.welcome.jumpIn', { learnUrl: `${origin}/learn` }),
          t('email.welcome.points'),
          t('email.welcome.grownUpNote', { firstName, email: to.email }),
          t('email.signature'),
        ];
  // Like the reset link, logged in file mode only, so a laptop install without mail can confirm.
  return {
    to: to.email,
    subject: t('email.welcome.subject'),
    text: text.join('\n\n'),
    logLink: confirmLink,
  };
}

/**
 * The notice and its link again, for a grown-up who has not agreed yet
 * (docs/decisions/151-consent-by-email-plus.md).
 */
export function consentEmail(
  to: { email: string; firstName: string },
  link: string,
  locale: Locale = defaultLocale,
): MailMessage {
  const t = translatorFor(locale);
  const text = [
    t('email.hiGrownUp', { firstName: to.firstName }),
    ...noticeAndLink(t, link),
    t('email.onceIgnore'),
    t('email.signature'),
  ].join('\n\n');
  return { to: to.email, subject: t('email.consent.subject'), text, logLink: link };
}

/**
 * The second email of "email plus" (docs/decisions/151-consent-by-email-plus.md): the consent is
 * recorded, and how to take it back.
 */
export function consentGivenEmail(
  to: { email: string; firstName: string },
  origin: string,
  noticeVersion: string,
  locale: Locale = defaultLocale,
): MailMessage {
  const t = translatorFor(locale);
  const text = [
    t('email.hiGrownUp', { firstName: to.firstName }),
    t('email.consentGiven.thanks', { version: noticeVersion, familyUrl: `${origin}/family` }),
    t('email.consentGiven.rights'),
    t('email.consentGiven.notYou'),
    t('email.signature'),
  ].join('\n\n');
  return { to: to.email, subject: t('email.consentGiven.subject'), text };
}

/**
 * The warning before unused family profiles are deleted (docs/decisions/156-family-retention.md):
 * one text for every grown-up of a language (stored once in the outbox), naming no child, so the
 * mail tables hold nothing about a child and nothing to delete with it.
 */
export function retentionWarning(origin: string, locale: Locale): { subject: string; text: string } {
  const t = translatorFor(locale);
  const warnedAfterMonths = FAMILY_PROFILE_KEPT_MONTHS - 1;
  const text = [
    t('email.hello'),
    t('email.retention.unused', { warnedMonths: warnedAfterMonths, keptMonths: FAMILY_PROFILE_KEPT_MONTHS }),
    t('email.retention.keep', { days: RETENTION_WARNING_DAYS, familyUrl: `${origin}/family` }),
    t('email.retention.download'),
    t('email.signature'),
  ].join('\n\n');
  return { subject: t('email.retention.subject'), text };
}

/** A new confirmation link, asked for by a signed-in owner whose first link was used or expired. */
export function confirmationEmail(
  to: { email: string; firstName: string },
  link: string,
  locale: Locale = defaultLocale,
): MailMessage {
  const t = translatorFor(locale);
  const text = [
    t('email.hiGrownUp', { firstName: to.firstName }),
    t('email.confirm.body', { days: confirmDays, link }),
    t('email.onceIgnore'),
    t('email.signature'),
  ].join('\n\n');
  return { to: to.email, subject: t('email.confirm.subject'), text, logLink: link };
}

export function resetEmail(
  to: { email: string; firstName: string },
  link: string,
  locale: Locale = defaultLocale,
): MailMessage {
  const t = translatorFor(locale);
  const minutes = Math.round(RESET_TOKEN_TTL_MS / 60_000);
  const text = [
    t('email.hiGrownUp', { firstName: to.firstName }),
    t('email.reset.someone'),
    t('email.reset.link', { minutes, link }),
    t('email.reset.ignore'),
    t('email.signature'),
  ].join('\n\n');
  // The link may be logged in file mode only (laptop installs without SMTP, docs/product.md#email).
  return { to: to.email, subject: t('email.reset.subject'), text, logLink: link };
}
