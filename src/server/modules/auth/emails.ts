import { brand } from '../../../domain/brand';
import { serverMessages } from '../../../domain/server-messages';
import type { MailMessage } from '../mail/mailer';
import { CONFIRMATION_TOKEN_TTL_MS } from './confirmation-repository';
import { RESET_TOKEN_TTL_MS } from './reset-repository';

// Words for the accounts emails: read by a child and their grown-up, so short and plain.
const signature = `Happy coding!\n${brand.mascot} and the ${brand.product} team`;

const confirmDays = Math.round(CONFIRMATION_TOKEN_TTL_MS / (24 * 60 * 60 * 1000));

/** The link of an email confirmation (decision 110): the page posts its token, a GET changes nothing. */
export const confirmationLink = (origin: string, token: string) =>
  `${origin}/confirm-email?token=${encodeURIComponent(token)}`;

/** Sent at sign-up: the welcome, with the link that confirms the address (decision 110). */
export function welcomeEmail(
  to: { email: string; firstName: string },
  origin: string,
  confirmLink: string,
): MailMessage {
  const text = [
    `Hi ${to.firstName}!`,
    `Welcome to ${brand.product}! Your account is ready, and ${brand.mascot} can't wait to start coding with you.`,
    `Please confirm that this is your email address. Open this link in the next ${confirmDays} days:\n${confirmLink}`,
    `Jump in any time: ${origin}/learn`,
    `Every lesson you finish earns you ${brand.points}. Your points and progress are saved in your account.`,
    [
      'A note for grown-ups:',
      `${to.firstName} just made an account on ${brand.product} with this email address (${to.email}).`,
      'If the password is ever forgotten, use "Forgot Password" on the sign-in page and we will email a link.',
      'If you did not make this account, you can ignore this email.',
    ].join('\n'),
    signature,
  ].join('\n\n');
  // Like the reset link, logged in file mode only, so a laptop install without mail can confirm.
  return { to: to.email, subject: serverMessages.welcomeEmailSubject, text, logLink: confirmLink };
}

/** A new confirmation link, asked for by a signed-in owner whose first link was used or expired. */
export function confirmationEmail(to: { email: string; firstName: string }, link: string): MailMessage {
  const text = [
    `Hi ${to.firstName},`,
    `Please confirm that this is your email address for ${brand.product}. Open this link in the next ${confirmDays} days:\n${link}`,
    'The link works only once. If you did not ask for this, you can ignore this email.',
    signature,
  ].join('\n\n');
  return { to: to.email, subject: serverMessages.confirmEmailSubject, text, logLink: link };
}

export function resetEmail(to: { email: string; firstName: string }, link: string): MailMessage {
  const minutes = Math.round(RESET_TOKEN_TTL_MS / 60_000);
  const text = [
    `Hi ${to.firstName},`,
    `Someone (we hope it was you!) asked to reset the password of your ${brand.product} account.`,
    `To choose a new password, open this link in the next ${minutes} minutes:\n${link}`,
    'The link works only once. If you did not ask for this, you can ignore this email: your password stays the same.',
    signature,
  ].join('\n\n');
  // The link may be logged in file mode only (laptop installs without SMTP, docs/product.md#email).
  return { to: to.email, subject: serverMessages.resetEmailSubject, text, logLink: link };
}
