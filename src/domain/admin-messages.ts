// Words of the admin area, unsubscribe page and reminder switch: apart from messages.ts so they load with
// those screens, not with every page (decision 004).
import { brand } from './brand';

export const adminMessages = {
  // Why an account field was refused (the server sends these; forms may show them too).
  // Admin area (grown-ups). Fixed words where there are some (docs/product.md#messages); the rest in plain words.
  admin: {
    feedbackTitle: 'Feedback Management',
    feedbackAbout:
      'Read what children, parents and teachers tell us, mark it resolved and keep notes.',
    outreachTitle: 'User Outreach',
    outreachAbout: 'Send an email to one user, or to every active user.',
    signInNeeded: 'Please sign in to see this page.',
    notAllowed: 'This page is only for admins. Ask an admin if you think you should have access.',
    noFeedback: 'No feedback yet',
    missingInfo: 'Missing information',
    individualMissing: 'Please select a user and fill in subject and message',
    bulkMissing: 'Please fill in subject and message',
    emailSent: 'Email sent successfully!',
    bulkSent: 'Bulk email sent!',
    emailFailed: 'Failed to send email',
    bulkFailed: 'Failed to send bulk email',
    tryAgain: 'Please try again',
    subjectTooLong: 'The subject can be at most 200 characters.',
    messageTooLong: 'The message can be at most 10,000 characters.',
    userNotFound: 'We could not find that user.',
    userUnsubscribed: 'This user has turned off our emails, so nothing was sent.',
    noAudience: 'Choose who gets the email: all active users, or a list of users.',
    noRecipients: 'Nobody to send to: no active users (with points and emails turned on).',
    queuedOne: (to: string) => `Your email to ${to} is on its way.`,
    queuedBulk: (count: number) => `${count} ${count === 1 ? 'email is' : 'emails are'} on the way.`,
    feedbackNotFound: 'We could not find that feedback.',
    nothingToUpdate: 'Send "resolved" or "adminNotes" to change.',
  },
  unsubscribe: {
    title: 'Stop emails',
    question: `Do you want to stop getting emails from ${brand.product}?`,
    button: 'Yes, stop the emails',
    done: `Done! You will not get any more of these emails from ${brand.product}.`,
    invalid: 'This unsubscribe link is not valid. Please use the newest link from one of our emails.',
    missing: 'This link has no unsubscribe code. Please use the link from one of our emails.',
    footer: (link: string) =>
      `You get this email because you have an account at ${brand.product}.\nTo stop these emails, open: ${link}`,
  },
  reminders: {
    notSupportedTitle: 'Notifications not supported',
    notSupported: "Your browser doesn't support notifications",
    disabledTitle: 'Notifications disabled',
    disabled: 'You can enable them later in your browser settings',
    onTitle: 'Reminders are on!',
    on: `${brand.mascot} will remind you to come back and code.`,
    offTitle: 'Reminders are off',
    off: 'You will not get reminders any more.',
    failedTitle: 'Could not change reminders',
    pushTitle: `Time to code with ${brand.mascot}!`,
    pushBody: `${brand.mascot} has a new adventure waiting for you. Come and learn something new!`,
    badEndpoint: 'The push subscription needs an https endpoint on a public host name.',
    tooManyDevices: (max: number) => `Reminders are already on for ${max} devices. Turn them off on one of them first.`,
    tooManySubscribes: 'Too many tries to turn on reminders. Please wait a little and try again.',
  },
} as const;
