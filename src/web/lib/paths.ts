// Every client route in one place (docs/product.md#routes).
export const paths = {
  home: '/',
  learn: '/learn',
  projects: '/projects',
  play: '/play',
  game: (gameId: string) => `/play/${gameId}`,
  lesson: (lessonId: string) => `/lessons/${lessonId}`,
  auth: '/auth',
  /** The /auth page on its Sign Up tab: where every sign-up button leads. */
  signUp: '/auth?tab=sign-up',
  resetPassword: '/reset-password',
  admin: '/admin',
  adminFeedback: '/admin/feedback',
  adminOutreach: '/admin/outreach',
  choreTracker: '/chore-tracker',
  unsubscribe: '/unsubscribe',
  confirmEmail: '/confirm-email',
  /** A grown-up's children: consent, profiles, progress, export and delete. */
  family: '/family',
  /** What we keep about a child, in plain words for parents. */
  privacy: '/privacy',
  codeLab: '/code-lab',
  codeLabWorld: (worldId: string) => `/code-lab/worlds/${worldId}`,
  codeLabLevel: (levelId: string) => `/code-lab/${levelId}`,
  /** Free drawing with the pen, and the person's drawings. */
  codeLabStudio: '/code-lab/studio',
  /** A class's approved drawings, for its children (docs/product/gallery-screens.md). */
  gallery: '/gallery',
  /** Where a class child signs in (docs/product.md#classes). */
  join: '/join',
  classes: '/classes',
  classPage: (classId: number) => `/classes/${classId}`,
  /** A Code Lab puzzle large on the projector, for the class's teacher. */
  classPresent: (classId: number, levelId: string) => `/classes/${classId}/present/${levelId}`,
  /** Every lesson guide, for a grown-up (docs/product/guide-pages.md). */
  teach: '/teach',
  teachLesson: (lessonId: string) => `/teach/${lessonId}`,
  teachWorld: (worldId: string) => `/teach/code-lab/${worldId}`,
} as const;
