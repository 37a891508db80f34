// Words still read from here by screens not yet moved to the message catalogues (locales/,
// docs/product/languages.md); the shell's words are in locales/en/web/shell.json.
export const messages = {
  guestSignUpNudge: 'Sign up to save your progress!',
  shell: {
    opensInNewTab: '(opens in a new tab)',
    adminLink: 'Admin',
  },
} as const;
