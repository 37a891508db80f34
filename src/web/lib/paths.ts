// Every client route in one place (docs/product.md#routes).
export const paths = {
  home: '/',
  learn: '/learn',
  projects: '/projects',
  play: '/play',
  game: (gameId: string) => `/play/${gameId}`,
  lesson: (lessonId: string) => `/lessons/${lessonId}`,
  auth: '/auth',
  resetPassword: '/reset-password',
  admin: '/admin',
  adminFeedback: '/admin/feedback',
  adminOutreach: '/admin/outreach',
  choreTracker: '/chore-tracker',
  unsubscribe: '/unsubscribe',
} as const;
