// The line Learn shows a child in a grown-up's family (docs/product.md#the-family-page). The rest
// of a child's session speaks from the `childSession` message catalogue (locales/*/web).
export const childSessionMessages = {
  session: {
    childNote: 'Your grown-ups can see your progress.',
  },
} as const;
