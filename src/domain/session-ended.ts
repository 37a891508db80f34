// Why a child's session ended, as its device hears it on its next request (decision 186): 401
// `{statusCode, error, message, sessionEnded}`. The device keeps the child's work and asks them
// to sign in again; these words are the message.
export const SESSION_END_REASONS = ['new-pictures', 'class-closed', 'removed', 'expired'] as const;
export type SessionEnded = (typeof SESSION_END_REASONS)[number];

export const sessionEndedMessages: Record<SessionEnded, string> = {
  'new-pictures':
    'Your teacher gave you new pictures. Your work is kept on this device: sign in again to save it',
  'class-closed': 'Your class is closed for now',
  removed: 'Your teacher took you off the class list. Ask your teacher if this is a mistake',
  expired: 'Your time is up for today. Your work is kept on this device: sign in again to save it',
};
