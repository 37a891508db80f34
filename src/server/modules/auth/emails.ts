import { brand } from '../../../domain/brand';
import { serverMessages } from '../../../domain/server-messages';
import type { MailMessage } from '../mail/mailer';
import { RESET_TOKEN_TTL_MS } from './reset-repository';

// Words for the accounts emails: read by a child and their grown-up, so short and plain.
const signature = `Happy coding!\n${brand.mascot} and the ${brand.product} team`;

export function welcomeEmail(
  to: { email: string; firstName: string },
  origin: string,
): MailMessage {
  const text = [
    `Hi ${to.firstName}!`,
    `Welcome to ${brand.product}! Your account is ready, and ${brand.mascot} can't wait to start coding with you.`,
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
  return { to: to.email, subject: serverMessages.welcomeEmailSubject, text };
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
