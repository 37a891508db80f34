// docs/product.md#constants: business constants and limits, named once.
const POINTS_PER_LEVEL = 100;
export const ACTIVITY_POINTS = 10;
export const GAME_DAILY_AWARD_LIMIT = 5;

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const DEFAULT_FEEDBACK_TYPE = 'user_testing';
export const FEEDBACK_SUBJECT = 'User Testing Feedback';

export const DELAYS_MS = {
  guestPromptShort: 1500, // AI, conditionals
  guestPromptLong: 2000, // first lesson, loops
  celebrationOverlay: 4000,
  successBanner: 3000,
  pointsOverlay: 2000,
  mazeReport: 1000,
  progressBarAnimation: 500,
  readAloudAutoplay: 500,
  aiReply: 1500,
  aiCompletionDialog: 1500,
  iosInstallPrompt: 5000,
} as const;

export const LOOP_STEP_MS = 800;
// docs/product/lessons.md#first-lesson: one step of the first lesson's program every 0.8 s when Ada acts it out.
export const PROGRAM_STEP_MS = 800;
export const LOOP_COUNTS = [3, 5, 10] as const;
export const AI_INTERACTIONS_TO_COMPLETE = 3;
export const MASCOT_STEP_PX = 30;
export const MASCOT_START = { x: 50, y: 50 } as const;
export const MAZE_SIZE = 5;

export const INSTALL_DISMISS_MS = 24 * 60 * 60 * 1000;
export const REMINDER_DEFAULT_DELAY_MS = 24 * 60 * 60 * 1000;

export const SPEECH = { rate: 0.85, pitch: 1, volume: 0.9 } as const;

export const TOAST = { limit: 1, durationMs: 5000, swipeThresholdPx: 50, hotkey: 'F8', maxWidthPx: 420 } as const;

export const CACHE_MS = { user: 5 * 60 * 1000, progress: 2 * 60 * 1000 } as const;

// docs/product.md#admin-pages: outreach point badge colours.
export const POINT_BADGE_THRESHOLDS = { purple: 500, blue: 200, green: 50 } as const;

// docs/product.md#points-levels-and-badges: rewards on the points panel.
export const REWARDS = [
  { id: 'custom-themes', title: 'Custom Themes', points: 500 },
  { id: 'bonus-projects', title: 'Bonus Projects', points: 1000 },
] as const;

export const levelForPoints = (points: number): number =>
  1 + Math.floor(Math.max(0, points) / POINTS_PER_LEVEL);
/** The points total at which `level` begins (level 1 at 0, level 4 at 300). */
export const pointsForLevel = (level: number): number => Math.max(0, Math.floor(level) - 1) * POINTS_PER_LEVEL;

// docs/product/lessons.md#pattern-master: the pattern practice palette: four coloured circles, then 1 2 3 A B C.
export const PATTERN_PALETTE = ['red', 'blue', 'yellow', 'green', '1', '2', '3', 'A', 'B', 'C'] as const;
// Chore Tracker project (docs/product.md#projects-and-the-chore-tracker): limits the app and the server both enforce.
export const CHORES = { maxChores: 100, nameMaxLength: 40, pointsMin: 1, pointsMax: 100, idMaxLength: 40, defaultPoints: 5 } as const;

// GET /api/game-scores returns at most this many, newest first.
export const GAME_SCORES_LIST_LIMIT = 100;

// Score posts a signed-in user may make per hour (keeps the scores table from being flooded).
export const GAME_SCORE_POSTS_PER_HOUR = 240;
// docs/product/api.md#accounts: account field limits (server and forms use the same numbers).
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 50;

// docs/product.md#analytics: the only analytics events we count (name and category, never who).
// The server counts sign-ups and sign-ins itself, when they succeed
// (docs/decisions/143-the-server-counts-sign-ups-and-sign-ins.md); the app sends the others. `POST
// /api/analytics/events` still accepts the server's names from older apps and counts them not.
export const ANALYTICS_SERVER_EVENTS = ['sign_up', 'login'] as const;
export const ANALYTICS_APP_EVENTS = ['lesson_completion', 'feedback_button_clicked', 'feedback_submitted'] as const;
export const ANALYTICS_EVENTS = [...ANALYTICS_SERVER_EVENTS, ...ANALYTICS_APP_EVENTS] as const;
export const ANALYTICS_BATCH_MAX = 50;
