/** Where the last known user is kept in localStorage (known-user.ts). */
export const KNOWN_USER_KEY = 'knownUser';
