// Why a child's session ended, as its device hears it on its next request
// (docs/decisions/186-a-child-hears-why-their-session-ended.md): 401 `{statusCode, error, message,
// sessionEnded}`. The device keeps the child's work and asks them to sign in again; the message is
// `server.sessionEnded.*` in the request's language.
export const SESSION_END_REASONS = ['new-pictures', 'class-closed', 'removed', 'expired'] as const;
export type SessionEnded = (typeof SESSION_END_REASONS)[number];
