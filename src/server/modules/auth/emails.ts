import { brand } from '../../../domain/brand';
import { childrenNotice } from '../../../domain/children-notice';
import { FAMILY_PROFILE_KEPT_MONTHS, RETENTION_WARNING_DAYS } from '../../../domain/child-profile';
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

/**
 * The notice about children's data and the link that both confirms the address and records the
 * grown-up's consent to it (decision 151): "email plus", the second email confirms it.
 */
const noticeAndLink = (link: string): string[] => [
  'Before you make a profile for a child, please read what we keep about them:',
  ...childrenNotice,
  `If you agree, open this link in the next ${confirmDays} days. It confirms your email address and records that you agree:\n${link}`,
];

/**
 * Sent at sign-up: the welcome, with the link that confirms the address (decision 110). A
 * grown-up's (who ticked "18 or older", decision 150) carries our notice about children's data:
 * the same link records their consent.
 */
export function welcomeEmail(
  to: { email: string; firstName: string; kind: 'learner' | 'grown-up' | 'child' },
  origin: string,
  confirmLink: string,
): MailMessage {
  const text =
    to.kind === 'grown-up'
      ? [
          `Hi ${to.firstName},`,
          `Welcome to ${brand.product}! Your account is ready. You can learn with ${brand.mascot} yourself, and make a profile for each of your children (or a class), so they learn without an email or a password: ${origin}/family`,
          ...noticeAndLink(confirmLink),
          `If you did not make this account, you can ignore this email.`,
          signature,
        ]
      : [
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
        ];
  // Like the reset link, logged in file mode only, so a laptop install without mail can confirm.
  return {
    to: to.email,
    subject: serverMessages.welcomeEmailSubject,
    text: text.join('\n\n'),
    logLink: confirmLink,
  };
}

/** The notice and its link again, for a grown-up who has not agreed yet (decision 151). */
export function consentEmail(to: { email: string; firstName: string }, link: string): MailMessage {
  const text = [
    `Hi ${to.firstName},`,
    ...noticeAndLink(link),
    'The link works only once. If you did not ask for this, you can ignore this email.',
    signature,
  ].join('\n\n');
  return { to: to.email, subject: serverMessages.consentEmailSubject, text, logLink: link };
}

/** The second email of "email plus" (decision 151): the consent is recorded, and how to take it back. */
export function consentGivenEmail(
  to: { email: string; firstName: string },
  origin: string,
  noticeVersion: string,
): MailMessage {
  const text = [
    `Hi ${to.firstName},`,
    `Thank you: you agreed to our notice about children’s data (version ${noticeVersion}), so you can now make a profile for each of your children on your Family page: ${origin}/family`,
    'You can see, download and delete each child’s data there at any time. Withdrawing your consent (also on the Family page) deletes every child profile you made.',
    'If you did not agree to this, please withdraw your consent on the Family page, or write to us with the feedback form.',
    signature,
  ].join('\n\n');
  return { to: to.email, subject: serverMessages.consentGivenEmailSubject, text };
}

/**
 * The warning before unused family profiles are deleted (decision 156): one text for every
 * grown-up (stored once in the outbox), naming no child, so the mail tables hold nothing about
 * a child and nothing to delete with it.
 */
export function retentionWarningText(origin: string): string {
  const warnedAfterMonths = FAMILY_PROFILE_KEPT_MONTHS - 1;
  return [
    'Hello,',
    `At least one child profile in your family on ${brand.product} has not been used for ${warnedAfterMonths} months. We keep no more than we need: a child profile is deleted ${FAMILY_PROFILE_KEPT_MONTHS} months after it was last used, with everything about it.`,
    `To keep it, sign in and switch into the profile (or let your child learn with it) in the next ${RETENTION_WARNING_DAYS} days: ${origin}/family`,
    'To keep a copy of what they did, use "Download" for that child on your Family page first. If you do nothing, the profile will be deleted.',
    signature,
  ].join('\n\n');
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
