// Words of the feedback dialog: apart from messages.ts so they load when the dialog is first
// opened, not with every page (decisions 004 and 105). The button's own word is in messages.ts.
import { brand } from './brand';

export const feedbackMessages = {
  title: 'Share Your Feedback',
  description: `Tell us what you think of ${brand.product}. Kids, parents and teachers are all welcome!`,
  ratingLabel: 'How many stars do you give us?',
  star: (n: number) => (n === 1 ? '1 star' : `${n} stars`),
  emailLabel: "A grown-up's email (optional)",
  emailHint: 'Only if a grown-up would like us to write back. Children: please leave this empty.',
  signedInAs: (email: string) => `We will send this with your email: ${email}`,
  messageRequiredTitle: 'Message required',
  messageRequired: 'Please answer the second question about what was confusing.',
  submittedTitle: 'Feedback submitted!',
  submitted: 'Thank you for helping us improve the platform.',
  failedTitle: 'Error submitting feedback',
  failed: 'Please try again later.',
} as const;
