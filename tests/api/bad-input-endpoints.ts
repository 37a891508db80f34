import { randomBytes } from 'node:crypto';
import { choreMessages } from '../../src/domain/games/chores';
import { drawingMessages } from '../../src/domain/drawings';
import { translatorFor } from '../../src/server/i18n/translators';
import { makeUser } from '../support/factories';
import { solutionOf } from '../../content/code-lab/reference-solutions';
import { activityBody, gradedCompletion, gradedGuestRecord } from '../support/lesson-work';

const englishWords = translatorFor('en');

// How each API route is swept by tests/api/bad-input.test.ts: bad input (a clear 400 naming
// the field, never a 500, nothing changed), signed out (401) and, for the admin area, a learner
// (403), and cross-site writes (403) and non-JSON bodies (415). That test takes the list of
// routes from the app itself and FAILS for a route that has no entry here.
//
// Adding a route (e.g. POST /api/code-lab/solves)? Add an entry below:
// 1. `method` and `url`: a real URL the route answers (`/api/things/12`, not `/api/things/:id`;
//    a query string is fine). Several entries may describe one route (e.g. as a guest and as a
//    learner).
// 2. `as`: who gets past its guard ('learner', 'grown-up' (consent given), 'teacher' (a grown-up
//    with a class) or 'admin'; leave it out for a public route). The signed-out and learner-refused cases are then added for you.
// 3. `okStatus`: what that request really gets (read the route first); `okMessage` when it is an
//    error. A route with side effects (mail) gets a valid but harmless `body`.
// 4. `body`: a valid body (unsafe methods). `fields`: EVERY field of the route's body schema,
//    with its type; the test fails while one is missing. `badUrls`: wrong values for every
//    query and `:param` field, by name. `writes`: the tables a refused request must leave alone.
// 5. A route outside the JSON rules (a form post from a mail client, say) writes its `cases`
//    by hand, and the route says why in its config: `config: { sweepExemption: 'reason' }`.
// Then run: npx vitest run --project api tests/api/bad-input.test.ts

export type FieldType = 'string' | 'number' | 'boolean' | 'array' | 'object' | 'id' | 'ids';
export type CaseKind = 'missing' | 'null' | 'wrongType' | 'tooLong' | 'outOfRange';

export type Field = {
  type: FieldType;
  required: boolean;
  /** null is a valid value (the schema says `.nullable()`), so it is not sent as a wrong one. */
  nullable?: boolean;
  /** More wrong values of the right type, past the field's limits (kind `outOfRange`). */
  alsoWrong?: unknown[];
  /** Values at the field's limits that must still be accepted (`okStatus`). */
  alsoValid?: unknown[];
  /**
   * The field is checked in the handler and the answer is a sentence from SPEC that a child
   * reads, so it does not name the field: the message must be exactly this sentence, for
   * every bad value or only for the kinds of case given (the others still name the field).
   * Text the database cannot store is refused before the handler, so that names the field.
   */
  sentence?: string | Partial<Record<CaseKind, string>>;
};

export type Endpoint = {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  /**
   * Who sends it. Guests by default; a signed-in learner, grown-up (who gave consent, so may
   * add children), teacher (such a grown-up with a class) or admin reaches the body checks.
   */
  as?: 'guest' | 'learner' | 'grown-up' | 'teacher' | 'admin';
  /** A valid body (fresh per call, e.g. a new email each time). Only for unsafe methods. */
  body?: () => Record<string, unknown>;
  /** The fields the server uses: each is validated strictly. */
  fields?: Record<string, Field>;
  /** The status the valid request gets (e.g. 401 for a login with a wrong password). */
  okStatus: number;
  /** What the same request gets when signed out, when not 401 (learner and admin endpoints). */
  signedOutStatus?: number;
  /** The message a valid request gets when `okStatus` is an error, proving it got that far. */
  okMessage?: string;
  /** The route's own body limit when it allows more than the default 16 KiB (docs/product.md#errors-and-bad-input). */
  bodyLimitBytes?: number;
  /** Wrong URLs (query string or path), by the part they get wrong: each is a 400 naming it. */
  badUrls?: Record<string, string[]>;
  /** Tables a refused request (any 4xx) must leave exactly as they were. */
  writes?: string[];
  /** Cases written out by hand instead of generated (a route outside the JSON rules). */
  cases?: HandCase[];
};

type HandCase = {
  label: string;
  url?: string;
  headers?: Record<string, string>;
  payload?: string;
  status: number;
  /** The field the message must name. */
  field?: string;
};

export const ADMIN_EMAIL = 'bad-input-admin@example.com';

const KiB = 1024;
const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
/** Well-formed (43 base64url characters) but belongs to nobody. */
const UNKNOWN_TOKEN = 'A'.repeat(43);
/** The largest id an `integer` column holds; ids above it are refused before the database. */
const MAX_ID = 2_147_483_647;

/** Child ids that are not ids (a path segment), for `badUrls`. */
const childUrls = (suffix: string) =>
  ['0', '-1', 'x', '1.5', '1e0', '0x1', '%201', String(MAX_ID + 1)].map((id) => `/api/family/children/${id}${suffix}`);

/** Drawing ids that are not ids (a path segment), for `badUrls`. */
const drawingUrls = ['0', '-1', 'x', '1.5', '1e0', '0x1', '%201', String(MAX_ID + 1)].map(
  (id) => `/api/code-lab/drawings/${id}`,
);

/** Creation URLs wrong in their kind or their id (docs/decisions/393-creations-by-kind.md). */
const CREATIONS = '/api/code-lab/creations';
const BAD_KINDS = ['drawings', 'Drawing', 'video', '%20drawing', '1'];
const creationUrls = (suffix: string) => ({
  kind: BAD_KINDS.map((kind) => `${CREATIONS}/${kind}/${MAX_ID}${suffix}`),
  id: drawingUrls.map((url) => `${url.replace('/drawings/', '/creations/drawing/')}${suffix}`),
});

const query = (url: string, name: string, values: string[]) =>
  values.map((value) => `${url}?${name}=${value}`);
const listQuery = (url: string) => ({
  limit: query(url, 'limit', ['0', '101', 'ten']),
  before: query(url, 'before', ['0', '-3', 'x', '1e0', String(MAX_ID + 1)]),
});

/** A real solution, and programs that are wrong in each way a program can be (for birthday-1). */
const CODE_LAB_SOLUTION = solutionOf('birthday-1');
const forward = (id: string) => ({ id, op: 'forward' });
// Programs no drawing may have: broken ones, and blocks with nothing to do on a blank page.
const DRAWING_BAD_PROGRAMS: unknown[] = [
  { version: 1, body: [{ id: 'a', op: 'forward' }], extra: 1 },
  { version: 1, body: [{ id: 'a', op: 'jump' }] },
  { version: 1, body: [{ id: 'a', op: 'forward' }, { id: 'a', op: 'forward' }] },
  { version: 1, body: Array.from({ length: 61 }, (_, i) => ({ id: `b${i}`, op: 'forward' })) },
  { version: 1, body: [{ id: 'c', op: 'collect' }] },
  { version: 1, body: [{ id: 'i', op: 'if', cond: 'path-ahead', then: [] }] },
];
const DRAWING_BAD_TITLES = ['', '   ', 'x'.repeat(41), 'two\nlines', 'back\u202Ewards'];
const CODE_LAB_BAD_PROGRAMS: unknown[] = [
  { version: 3, body: [] },
  { version: 1, body: [forward('a')], extra: 1 },
  { version: 1, body: [{ id: 'a', op: 'jump' }] },
  { version: 1, body: [{ ...forward('a'), speed: 2 }] },
  { version: 1, body: [forward('a'), forward('a')] },
  { version: 1, body: [forward('Not an id')] },
  { version: 1, body: [{ id: 't', op: 'turn', dir: 'left' }] },
  { version: 1, body: [{ id: 'r', op: 'repeat', times: 11, body: [forward('f')] }] },
  { version: 1, body: ['a', 'b', 'c', 'd', 'e', 'f'].map(forward) },
  { version: 1, body: Array.from({ length: 61 }, (_, i) => forward(`b${i}`)) },
];

/** Wrong class ids in a class URL (`suffix` after the id). */
const classIds = (suffix: string) =>
  ['abc', '0', '-1', '1.5', '1e0', '0x1', '%201', String(MAX_ID + 1)].map((id) => `/api/classes/${id}${suffix}`);
/** Wrong class and child ids in a child's URL, by the part they get wrong. */
const studentUrls = (suffix: string) => ({
  id: classIds(`/students/${MAX_ID}${suffix}`),
  studentId: ['abc', '0', '-1', '1.5', '1e0', '0x1', '%201', String(MAX_ID + 1)].map(
    (id) => `/api/classes/${MAX_ID}/students/${id}${suffix}`,
  ),
});
/** Wrong class and assignment ids in an assignment's URL, by the part they get wrong. */
const assignmentUrls = {
  id: classIds(`/assignments/${MAX_ID}`),
  assignmentId: ['abc', '0', '-1', '1.5', '1e0', '0x1', '%201', String(MAX_ID + 1)].map(
    (id) => `/api/classes/${MAX_ID}/assignments/${id}`,
  ),
};
/** Wrong class and item ids in a gallery item's URL, by the part they get wrong. */
const galleryItemUrls = (suffix: string) => ({
  id: classIds(`/gallery/${MAX_ID}${suffix}`),
  itemId: ['abc', '0', '-1', '1.5', '1e0', '0x1', '%201', String(MAX_ID + 1)].map(
    (id) => `/api/classes/${MAX_ID}/gallery/${id}${suffix}`,
  ),
});
const reactionUrls = ['abc', '0', '-1', '1.5', '1e0', '0x1', '%201', String(MAX_ID + 1)].map(
  (id) => `/api/class-gallery/${id}/reactions`,
);
const ASSIGNMENT_BAD_TITLES = ['', '   ', 'x'.repeat(61), 'a\tb', 'a\u202Eb'];
const assignmentItems = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ kind: 'level', id: `tech-lab-${i + 1}` }));
const ASSIGNMENT_BAD_ITEMS = [
  [],
  assignmentItems(13),
  [{ kind: 'game', id: 'loops' }],
  [{ kind: 'lesson' }],
  [{ kind: 'lesson', id: 7 }],
  ['loops'],
];
const ASSIGNMENT_BAD_DAYS = ['', 'Friday', '2099-1-1', '2099-02-30', '2099-13-01', '01/12/2099'];
const nicknames = (n: number) => Array.from({ length: n }, (_, i) => `Kid ${i + 1}`);

export const endpoints: Endpoint[] = [
  // Health and configuration ----------------------------------------------------------------
  { name: 'health', method: 'GET', url: '/api/health', okStatus: 200 },
  { name: 'public config', method: 'GET', url: '/api/config', okStatus: 200 },
  { name: 'push public key', method: 'GET', url: '/api/push/public-key', okStatus: 200 },

  // Accounts ----------------------------------------------------------------------------------
  { name: 'current user (guest)', method: 'GET', url: '/api/user', okStatus: 401 },
  { name: 'current user', method: 'GET', url: '/api/user', as: 'learner', okStatus: 200 },
  // Languages (docs/decisions/311-locale-null-means-never-chosen.md): anyone may choose; a
  // signed-in person's choice is stored too.
  ...(['guest', 'learner'] as const).map(
    (as): Endpoint => ({
      name: `choose a language (${as})`,
      method: 'PUT',
      url: '/api/locale',
      as,
      body: () => ({ locale: 'es' }),
      fields: { locale: { type: 'string', required: true, alsoWrong: ['fr', 'ES', 'es-MX', ''] } },
      okStatus: 204,
      ...(as === 'learner' ? { signedOutStatus: 204 } : {}), // a guest may choose too
      writes: ['users'],
    }),
  ),
  {
    name: 'register',
    method: 'POST',
    url: '/api/register',
    body: () => makeUser().payload,
    fields: {
      email: { type: 'string', required: true },
      password: { type: 'string', required: true },
      firstName: { type: 'string', required: true },
      lastName: { type: 'string', required: true },
      username: { type: 'string', required: false },
      displayName: { type: 'string', required: false },
      grownUp: { type: 'boolean', required: false },
      // The page's language at sign-up (docs/decisions/360-a-sign-up-keeps-its-pages-language.md).
      locale: { type: 'string', required: false, alsoWrong: ['fr', 'ES', 'es-MX', ''] },
    },
    okStatus: 201,
    writes: ['users'],
  },
  {
    name: 'login',
    method: 'POST',
    url: '/api/login',
    body: () => ({ email: 'nobody@example.com', password: 'wrong-password' }),
    fields: {
      email: { type: 'string', required: true },
      password: { type: 'string', required: true },
    },
    okStatus: 401,
    okMessage: englishWords('server.auth.wrongLogin'),
  },
  { name: 'logout', method: 'POST', url: '/api/logout', body: () => ({}), okStatus: 200 },
  {
    name: 'logout (signed in)',
    method: 'POST',
    url: '/api/logout',
    as: 'learner',
    body: () => ({}),
    okStatus: 200,
    signedOutStatus: 200, // signing out twice is fine
  },
  {
    name: 'password reset request',
    method: 'POST',
    url: '/api/password-reset-request',
    body: () => ({ email: `someone.${randomBytes(4).toString('hex')}@example.com` }),
    fields: { email: { type: 'string', required: true } },
    okStatus: 200,
    writes: ['password_resets'],
  },
  {
    name: 'reset link check',
    method: 'POST',
    url: '/api/reset-password/check',
    body: () => ({ token: UNKNOWN_TOKEN }),
    fields: { token: { type: 'string', required: true } },
    okStatus: 400, // a well-formed but unknown token
    okMessage: englishWords('server.auth.resetInvalid'),
    writes: ['password_resets'],
  },
  {
    name: 'password reset',
    method: 'POST',
    url: '/api/password-reset',
    body: () => ({ token: UNKNOWN_TOKEN, newPassword: 'a-good-password' }),
    fields: {
      token: { type: 'string', required: true },
      newPassword: { type: 'string', required: true },
    },
    okStatus: 400, // a well-formed but unknown token
    okMessage: englishWords('server.auth.resetInvalid'),
    writes: ['users', 'password_resets'],
  },
  {
    name: 'confirm email',
    method: 'POST',
    url: '/api/confirm-email',
    body: () => ({ token: UNKNOWN_TOKEN }),
    fields: { token: { type: 'string', required: true } },
    okStatus: 400, // a well-formed but unknown token
    okMessage: englishWords('server.confirmEmail.linkInvalid'),
    writes: ['users', 'email_confirmations'],
  },
  {
    name: 'new confirmation link',
    method: 'POST',
    url: '/api/confirm-email/resend',
    as: 'learner',
    okStatus: 200, // a fresh learner each time, well under 3 an hour
    writes: ['users', 'email_confirmations'],
  },

  // Families, consent and the account (docs/product.md#accounts-and-children) -----------------------
  // A learner gets past the account guard (a child's session is refused before the body), so the
  // body checks run; then it has no children (404) and no consent (403).
  { name: 'family', method: 'GET', url: '/api/family', as: 'learner', okStatus: 200 },
  {
    name: 'add a child',
    method: 'POST',
    url: '/api/family/children',
    as: 'grown-up',
    body: () => ({ nickname: `Kid ${randomBytes(3).toString('hex')}`, avatarId: 3 }),
    fields: {
      nickname: {
        type: 'string',
        required: true,
        alsoWrong: ['', '   ', 'x'.repeat(21), 'Bo\nBo', 'Bo\u0007'],
      },
      avatarId: { type: 'number', required: true, alsoWrong: [0, 13, 2.5, -1] },
    },
    okStatus: 201,
    writes: ['users'],
  },
  {
    name: 'add a child without consent',
    method: 'POST',
    url: '/api/family/children',
    as: 'learner',
    body: () => ({ nickname: 'Early', avatarId: 3 }),
    fields: {
      nickname: { type: 'string', required: true },
      avatarId: { type: 'number', required: true },
    },
    okStatus: 403,
    okMessage: englishWords('server.consent.notGrownUp'),
    writes: ['users'],
  },
  {
    name: 'change a child',
    method: 'PATCH',
    url: '/api/family/children/2000000000',
    as: 'learner',
    body: () => ({ nickname: 'Renamed', avatarId: 4 }),
    fields: {
      nickname: { type: 'string', required: false, alsoWrong: ['', 'x'.repeat(21), 'a\tb'] },
      avatarId: { type: 'number', required: false, alsoWrong: [0, 13, 1.5] },
    },
    okStatus: 404,
    okMessage: englishWords('server.family.childNotFound'),
    badUrls: { id: childUrls('') },
    writes: ['users'],
  },
  {
    name: 'switch into a child',
    method: 'POST',
    url: '/api/family/children/2000000000/switch',
    as: 'learner',
    body: () => ({}),
    okStatus: 404,
    okMessage: englishWords('server.family.childNotFound'),
    badUrls: { id: childUrls('/switch') },
    writes: ['sessions'],
  },
  {
    name: 'a child’s progress',
    method: 'GET',
    url: '/api/family/children/2000000000/progress',
    as: 'learner',
    okStatus: 404,
    okMessage: englishWords('server.family.childNotFound'),
    badUrls: {
      id: childUrls('/progress'),
      tz: [`/api/family/children/2000000000/progress?tz=${'x'.repeat(101)}`],
    },
  },
  {
    name: 'a child’s Code Lab work',
    method: 'GET',
    url: '/api/family/children/2000000000/code-lab',
    as: 'learner',
    okStatus: 404,
    okMessage: englishWords('server.family.childNotFound'),
    badUrls: { id: childUrls('/code-lab') },
  },
  {
    name: 'a child’s export',
    method: 'GET',
    url: '/api/family/children/2000000000/export',
    as: 'learner',
    okStatus: 404,
    okMessage: englishWords('server.family.childNotFound'),
    badUrls: { id: childUrls('/export') },
  },
  {
    name: 'delete a child',
    method: 'DELETE',
    url: '/api/family/children/2000000000',
    as: 'learner',
    body: () => ({ password: 'rainbow-robot-42' }),
    fields: { password: { type: 'string', required: true, alsoWrong: [''] } },
    okStatus: 404,
    okMessage: englishWords('server.family.childNotFound'),
    badUrls: { id: childUrls('') },
    writes: ['users'],
  },
  {
    name: 'switch back to the grown-up',
    method: 'POST',
    url: '/api/session/grown-up',
    as: 'learner',
    body: () => ({ password: 'rainbow-robot-42' }),
    fields: { password: { type: 'string', required: true, alsoWrong: [''] } },
    okStatus: 403, // only a family child's session switches back
    okMessage: englishWords('server.family.notAFamilyChild'),
    writes: ['sessions'],
  },
  {
    name: 'say the account is a grown-up’s',
    method: 'POST',
    url: '/api/account/grown-up',
    as: 'learner',
    body: () => ({ grownUp: true }),
    fields: { grownUp: { type: 'boolean', required: true, alsoWrong: [false] } },
    okStatus: 200,
    writes: ['users'],
  },
  {
    name: 'ask for the consent email',
    method: 'POST',
    url: '/api/consent/request',
    as: 'learner',
    okStatus: 403, // a learner says it is a grown-up's first
    okMessage: englishWords('server.consent.notGrownUp'),
    writes: ['email_confirmations'],
  },
  {
    name: 'ask for the consent email (given already)',
    method: 'POST',
    url: '/api/consent/request',
    as: 'grown-up',
    okStatus: 200,
    okMessage: englishWords('server.family.consentAlreadyGiven'),
  },
  {
    name: 'withdraw consent',
    method: 'DELETE',
    url: '/api/consent',
    as: 'learner',
    body: () => ({ password: 'not-the-password' }),
    fields: { password: { type: 'string', required: true, alsoWrong: [''] } },
    okStatus: 403, // the password is asked again; a wrong one is refused
    okMessage: englishWords('server.family.wrongPassword'),
    writes: ['users', 'consents'],
  },
  {
    name: 'delete the account',
    method: 'DELETE',
    url: '/api/user',
    as: 'learner',
    body: () => ({ password: 'not-the-password' }),
    fields: { password: { type: 'string', required: true, alsoWrong: [''] } },
    okStatus: 403,
    okMessage: englishWords('server.family.wrongPassword'),
    writes: ['users', 'sessions', 'progress'],
  },

  // Learning and points -------------------------------------------------------------------------
  { name: 'progress', method: 'GET', url: '/api/progress', as: 'learner', okStatus: 200 },
  {
    name: 'a lesson step',
    method: 'POST',
    url: '/api/lesson-steps',
    as: 'learner',
    body: () => ({ moduleId: 'basics', lessonId: 'loops' }),
    fields: {
      moduleId: { type: 'string', required: true },
      lessonId: {
        type: 'string',
        required: true,
        alsoWrong: ['flying'],
        sentence: { outOfRange: englishWords('server.progress.unknownLesson') },
      },
    },
    okStatus: 204,
    writes: ['child_activity'],
  },
  {
    name: 'save progress',
    method: 'POST',
    url: '/api/progress',
    as: 'learner',
    body: () => gradedCompletion('loops'),
    fields: {
      moduleId: { type: 'string', required: true },
      lessonId: {
        type: 'string',
        required: true,
        alsoWrong: ['flying'],
        sentence: { outOfRange: englishWords('server.progress.unknownLesson') },
      },
      completed: {
        type: 'boolean',
        required: true,
        alsoWrong: [false],
        sentence: { outOfRange: englishWords('server.progress.lessonNotFinished') },
      },
      // Missing answers are the child's 422 (its own test); a wrong shape is a 400 naming it.
      answers: {
        type: 'object',
        required: false,
        alsoWrong: [
          Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`q${i + 1}`, 'for'])),
          { q1: 'x'.repeat(65) },
          { q1: 3 },
        ],
      },
      activity: { type: 'object', required: false, alsoWrong: [{ placed: 'x'.repeat(5000) }] },
    },
    okStatus: 200,
    writes: ['progress', 'point_events'],
  },
  {
    name: 'finished activity',
    method: 'POST',
    url: '/api/user/points',
    as: 'learner',
    body: () => ({ ...activityBody('robot-dance'), points: 999 }), // `points` is never read
    // Missing, it gets a sentence that names "activityId" (server.progress.activityRequired).
    fields: {
      activityId: {
        type: 'string',
        required: true,
        alsoWrong: ['free-points'],
        sentence: { outOfRange: englishWords('server.progress.unknownActivity') },
      },
      activity: { type: 'object', required: false, alsoWrong: [{ program: 'x'.repeat(5000) }] },
    },
    okStatus: 200,
    writes: ['point_events'],
  },
  {
    name: 'guest progress transfer',
    method: 'POST',
    url: '/api/transfer-guest-progress',
    as: 'learner',
    body: () => ({
      guestProgress: [gradedGuestRecord('loops')],
      gameScores: [{ gameId: 'robot-maze', score: 60 }],
      activities: [activityBody('robot-dance')],
    }),
    fields: {
      guestProgress: { type: 'array', required: true },
      gameScores: { type: 'array', required: false },
      activities: { type: 'array', required: false },
      codeLab: { type: 'array', required: false },
      chores: { type: 'array', required: false },
    },
    okStatus: 200,
    bodyLimitBytes: 256 * KiB,
    writes: ['progress', 'point_events', 'game_scores', 'code_lab_solves', 'chores'],
  },
  {
    name: 'guest points transfer (awards nothing)',
    method: 'POST',
    url: '/api/transfer-guest-points',
    as: 'learner',
    body: () => ({ points: 500 }),
    okStatus: 200,
    writes: ['point_events'],
  },

  // Games and chores ----------------------------------------------------------------------------
  { name: 'game scores', method: 'GET', url: '/api/game-scores', as: 'learner', okStatus: 200 },
  {
    name: 'post a game score',
    method: 'POST',
    url: '/api/game-scores',
    as: 'learner',
    body: () => ({ gameId: 'robot-maze', score: 60, pointsAwarded: 6 }),
    fields: {
      gameId: { type: 'string', required: true },
      score: {
        type: 'number',
        required: true,
        alsoWrong: [-5, 61, 45.5, 1e308],
        sentence: { outOfRange: englishWords('server.games.impossibleScore') },
      },
    },
    okStatus: 201,
    writes: ['game_scores', 'point_events'],
  },
  // Pattern Puzzler (docs/product/api.md#pattern-puzzler): the sweep's learner is below level 4,
  // so a deal is refused with the level's sentence, and has no play to answer.
  {
    name: 'pattern puzzler deal',
    method: 'POST',
    url: '/api/pattern-puzzler/plays',
    as: 'learner',
    body: () => ({}),
    okStatus: 400,
    okMessage: englishWords('server.patternPuzzler.locked', { level: 4 }),
    writes: ['pattern_plays'],
  },
  {
    name: 'pattern puzzler answers',
    method: 'POST',
    url: `/api/pattern-puzzler/plays/${MAX_ID}/answers`,
    as: 'learner',
    body: () => ({ answers: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0] }),
    fields: {
      answers: {
        type: 'array',
        required: true,
        alsoWrong: [[0, 0, 0], Array(11).fill(0), Array(10).fill(4), Array(10).fill(-1), Array(10).fill(0.5), Array(10).fill('0')],
      },
    },
    okStatus: 404,
    okMessage: englishWords('server.patternPuzzler.playNotFound'),
    badUrls: {
      playId: ['0', '-1', 'x', '1.5', '1e0', '0x1', '%201', String(MAX_ID + 1)].map((id) => `/api/pattern-puzzler/plays/${id}/answers`),
    },
    writes: ['pattern_plays', 'game_scores', 'point_events'],
  },
  { name: 'code lab progress', method: 'GET', url: '/api/code-lab/progress', as: 'learner', okStatus: 200 },
  { name: 'code lab saved programs', method: 'GET', url: '/api/code-lab/programs', as: 'learner', okStatus: 200 },
  {
    name: 'code lab solve',
    method: 'POST',
    url: '/api/code-lab/solves',
    as: 'learner',
    body: () => ({ levelId: 'birthday-1', program: CODE_LAB_SOLUTION, stars: 3 }), // `stars` is never read
    fields: {
      levelId: { type: 'string', required: true, alsoWrong: ['moon-1', ''] },
      program: { type: 'object', required: true, alsoWrong: CODE_LAB_BAD_PROGRAMS },
    },
    okStatus: 200,
    bodyLimitBytes: 24 * KiB,
    writes: ['code_lab_solves', 'code_lab_worlds', 'code_lab_runs', 'point_events', 'rate_limits'],
  },
  {
    name: 'code lab save a program',
    method: 'PUT',
    url: '/api/code-lab/programs/birthday-1',
    as: 'learner',
    body: () => ({ program: CODE_LAB_SOLUTION }),
    fields: { program: { type: 'object', required: true, alsoWrong: CODE_LAB_BAD_PROGRAMS } },
    okStatus: 204,
    bodyLimitBytes: 24 * KiB,
    badUrls: {
      levelId: ['moon-1', 'x'.repeat(65)].map((id) => `/api/code-lab/programs/${id}`),
    },
    writes: ['code_lab_programs'],
  },
  {
    name: 'code lab failed run',
    method: 'POST',
    url: '/api/code-lab/runs',
    as: 'learner',
    body: () => ({ levelId: 'birthday-1', outcome: 'crashed' }),
    fields: {
      levelId: { type: 'string', required: true, alsoWrong: ['moon-1'] },
      outcome: { type: 'string', required: true, alsoWrong: ['solved', 'exploded'] },
    },
    okStatus: 204,
    writes: ['code_lab_runs'],
  },
  // A reference solution: a teacher only (docs/decisions/261-who-may-fetch-a-solution.md); an
  // unknown level is 404 (its own test).
  {
    name: 'code lab reference solution',
    method: 'GET',
    url: '/api/code-lab/solutions/tech-lab-1',
    as: 'teacher',
    okStatus: 200,
    badUrls: { levelId: [`/api/code-lab/solutions/${'x'.repeat(65)}`] },
  },
  { name: 'code lab drawings', method: 'GET', url: '/api/code-lab/drawings', as: 'learner', okStatus: 200 },
  // The lesson guides (docs/decisions/290-guides-for-every-confirmed-grown-up.md): any confirmed
  // grown-up; the id is at most 64 characters.
  { name: 'lesson guides', method: 'GET', url: '/api/guides', as: 'grown-up', okStatus: 200 },
  {
    name: 'a lesson guide',
    method: 'GET',
    url: '/api/guides/loops',
    as: 'grown-up',
    okStatus: 200,
    badUrls: { id: [`/api/guides/${'x'.repeat(65)}`] },
  },
  {
    name: 'code lab save a drawing',
    method: 'POST',
    url: '/api/code-lab/drawings',
    as: 'learner',
    body: () => ({ title: 'My square', program: { version: 1, body: [{ id: 'a', op: 'forward' }] } }),
    fields: {
      title: { type: 'string', required: true, alsoWrong: DRAWING_BAD_TITLES, alsoValid: ['x'.repeat(40)] },
      program: { type: 'object', required: true, alsoWrong: DRAWING_BAD_PROGRAMS },
    },
    okStatus: 201,
    writes: ['code_lab_drawings', 'rate_limits'],
  },
  {
    name: 'code lab rename a drawing',
    method: 'PATCH',
    url: `/api/code-lab/drawings/${MAX_ID}`,
    as: 'learner',
    body: () => ({ title: 'Window' }),
    fields: { title: { type: 'string', required: true, alsoWrong: DRAWING_BAD_TITLES } },
    okStatus: 404,
    okMessage: drawingMessages.notFound,
    badUrls: { id: drawingUrls },
    writes: ['code_lab_drawings'],
  },
  {
    name: 'code lab delete a drawing',
    method: 'DELETE',
    url: `/api/code-lab/drawings/${MAX_ID}`,
    as: 'learner',
    okStatus: 404,
    okMessage: drawingMessages.notFound,
    badUrls: { id: drawingUrls },
    writes: ['code_lab_drawings'],
  },
  // Every kind's creations, the drawings' routes with the kind in the path.
  {
    name: 'code lab creations of a kind',
    method: 'GET',
    url: `${CREATIONS}/drawing`,
    as: 'learner',
    okStatus: 200,
    badUrls: { kind: BAD_KINDS.map((kind) => `${CREATIONS}/${kind}`) },
  },
  {
    name: 'code lab keep a creation',
    method: 'POST',
    url: `${CREATIONS}/drawing`,
    as: 'learner',
    body: () => ({ title: 'My square', program: { version: 1, body: [{ id: 'a', op: 'forward' }] } }),
    fields: {
      title: { type: 'string', required: true, alsoWrong: DRAWING_BAD_TITLES, alsoValid: ['x'.repeat(40)] },
      program: { type: 'object', required: true, alsoWrong: DRAWING_BAD_PROGRAMS },
    },
    okStatus: 201,
    // A finder's training set alone may be 16 KiB (docs/decisions/415-find-my-keys.md).
    bodyLimitBytes: 24 * KiB,
    badUrls: { kind: BAD_KINDS.map((kind) => `${CREATIONS}/${kind}`) },
    writes: ['code_lab_drawings', 'rate_limits'],
  },
  {
    name: 'code lab change a creation',
    method: 'PATCH',
    url: `${CREATIONS}/drawing/${MAX_ID}`,
    as: 'learner',
    body: () => ({ title: 'Window', program: { version: 1, body: [{ id: 'a', op: 'forward' }] } }),
    fields: {
      title: { type: 'string', required: false, alsoWrong: DRAWING_BAD_TITLES },
      program: { type: 'object', required: false, alsoWrong: DRAWING_BAD_PROGRAMS },
    },
    okStatus: 404,
    // A finder's training set alone may be 16 KiB (docs/decisions/415-find-my-keys.md).
    bodyLimitBytes: 24 * KiB,
    okMessage: drawingMessages.notFound,
    badUrls: creationUrls(''),
    writes: ['code_lab_drawings', 'class_gallery_items'],
  },
  {
    name: 'code lab delete a creation',
    method: 'DELETE',
    url: `${CREATIONS}/drawing/${MAX_ID}`,
    as: 'learner',
    okStatus: 404,
    okMessage: drawingMessages.notFound,
    badUrls: creationUrls(''),
    writes: ['code_lab_drawings'],
  },
  { name: 'chores', method: 'GET', url: '/api/chores', as: 'learner', okStatus: 200 },
  {
    name: 'save chores',
    method: 'PUT',
    url: '/api/chores',
    as: 'learner',
    body: () => ({ chores: [{ id: 'c1', name: 'Feed the cat 🐱', points: 5, done: false }] }),
    // Checked in the handler (choreListSchema) so the child reads one friendly sentence.
    fields: { chores: { type: 'array', required: true, sentence: choreMessages.badList } },
    okStatus: 200,
    bodyLimitBytes: 64 * KiB,
    writes: ['chores'],
  },

  // Feedback, analytics, reminders, unsubscribe -------------------------------------------------
  {
    name: 'send feedback',
    method: 'POST',
    url: '/api/feedback',
    body: () => ({
      rating: 5,
      message: "What was confusing or didn't work: nothing, the maze was fun",
      email: '',
      feedbackType: 'general',
      subject: 'Feedback',
      pageUrl: '/games',
      userAgent: 'bad-input test',
      userId: 1, // never read: the author is whoever the session says
    }),
    fields: {
      message: { type: 'string', required: true },
      rating: {
        type: 'number',
        required: false,
        nullable: true,
        alsoWrong: [0, 6, 4.5],
        alsoValid: [1],
      },
      email: { type: 'string', required: false, nullable: true },
      feedbackType: { type: 'string', required: false },
      subject: { type: 'string', required: false },
      pageUrl: { type: 'string', required: false, nullable: true },
      userAgent: { type: 'string', required: false, nullable: true },
    },
    okStatus: 201, // the one valid post is well under 10 per hour
    writes: ['feedback'],
  },
  {
    name: 'analytics events',
    method: 'POST',
    url: '/api/analytics/events',
    body: () => ({ events: [{ name: 'lesson_completion', category: 'bad-input' }] }),
    fields: {
      events: {
        type: 'array',
        required: true,
        alsoWrong: [
          [],
          [{ name: 'no-such-event' }],
          [{ name: 'lesson_completion', category: 'no <tags>' }],
          Array.from({ length: 51 }, () => ({ name: 'lesson_completion' })),
        ],
        alsoValid: [Array.from({ length: 50 }, () => ({ name: 'lesson_completion' }))],
      },
    },
    okStatus: 200,
    writes: ['analytics_daily'],
  },
  {
    name: 'reminder subscription',
    method: 'POST',
    url: '/api/push/subscribe',
    as: 'learner',
    body: () => ({
      subscription: {
        endpoint: `https://push.example.com/${randomBytes(8).toString('hex')}`,
        keys: {
          p256dh: randomBytes(65).toString('base64url'),
          auth: randomBytes(16).toString('base64url'),
        },
      },
      delayMs: 24 * 60 * 60 * 1000,
    }),
    fields: {
      subscription: {
        type: 'object',
        required: true,
        alsoWrong: [
          { endpoint: 'http://push.example.com/x', keys: { p256dh: 'a', auth: 'b' } },
          { endpoint: 'https://push.example.com/x', keys: { p256dh: 'abc', auth: 'abc' } },
          {
            endpoint: 'https://127.0.0.1/x',
            keys: { p256dh: randomBytes(65).toString('base64url'), auth: randomBytes(16).toString('base64url') },
          },
        ],
      },
      delayMs: {
        type: 'number',
        required: false,
        alsoWrong: [MINUTE - 1, 24 * DAY + 1, 90 * MINUTE + 0.5],
        alsoValid: [MINUTE, 24 * DAY],
      },
    },
    okStatus: 201,
    writes: ['push_subscriptions'],
  },
  {
    name: 'reminder unsubscription',
    method: 'POST',
    url: '/api/push/unsubscribe',
    as: 'learner',
    body: () => ({ endpoint: 'https://push.example.com/not-subscribed' }),
    fields: { endpoint: { type: 'string', required: true } },
    okStatus: 200,
    writes: ['push_subscriptions'],
  },
  {
    name: 'unsubscribe from outreach mail',
    method: 'POST',
    url: '/api/unsubscribe',
    body: () => ({ token: UNKNOWN_TOKEN }),
    fields: { token: { type: 'string', required: true } },
    okStatus: 404, // a well-formed token that belongs to nobody
    okMessage: englishWords('server.unsubscribe.invalid'),
    writes: ['users'],
  },
  {
    // RFC 8058: mail clients post a form, cross-site, without a session (the one exception of docs/product.md#same-origin-and-json-writes).
    name: 'one-click unsubscribe',
    method: 'POST',
    url: `/api/unsubscribe/one-click?token=${UNKNOWN_TOKEN}`,
    writes: ['users'],
    okStatus: 404,
    cases: oneClickCases(),
  },
  {
    // Opening the one-click address in a browser redirects to the confirm page; never a change.
    name: 'one-click unsubscribe, opened in a browser',
    method: 'GET',
    url: `/api/unsubscribe/one-click?token=${UNKNOWN_TOKEN}`,
    okStatus: 303,
    badUrls: { token: [`/api/unsubscribe/one-click?token=${'t'.repeat(201)}`] },
    writes: ['users'],
  },

  // Admin area (docs/product.md#admin: signed out 401, learner 403; the cases are added for every entry) ---
  {
    name: 'admin feedback list',
    method: 'GET',
    url: '/api/feedback',
    as: 'admin',
    okStatus: 200,
    badUrls: {
      status: query('/api/feedback', 'status', ['nope', '']),
      ...listQuery('/api/feedback'),
    },
  },
  {
    name: 'admin feedback update',
    method: 'PATCH',
    url: `/api/feedback/${MAX_ID}`,
    as: 'admin',
    body: () => ({ resolved: true, adminNotes: 'Looked at it.' }),
    fields: {
      resolved: { type: 'boolean', required: false },
      adminNotes: { type: 'string', required: false, nullable: true },
    },
    okStatus: 404, // no feedback has that id
    okMessage: englishWords('server.admin.feedbackNotFound'),
    badUrls: {
      id: ['abc', '0', '-1', '1.5', '1e0', '0x1', '%201', String(MAX_ID + 1)].map((id) => `/api/feedback/${id}`),
    },
    writes: ['feedback'],
  },
  {
    name: 'admin user list',
    method: 'GET',
    url: '/api/admin/users',
    as: 'admin',
    okStatus: 200,
    badUrls: {
      search: query('/api/admin/users', 'search', ['s'.repeat(201), 'a%00b']),
      ...listQuery('/api/admin/users'),
    },
  },
  {
    name: 'admin active recipient count',
    method: 'GET',
    url: '/api/admin/active-recipients',
    as: 'admin',
    okStatus: 200,
  },
  {
    name: 'admin mail batches',
    method: 'GET',
    url: '/api/admin/mail-batches',
    as: 'admin',
    okStatus: 200,
  },
  {
    name: 'admin analytics',
    method: 'GET',
    url: '/api/admin/analytics',
    as: 'admin',
    okStatus: 200,
    badUrls: { days: query('/api/admin/analytics', 'days', ['0', '367', 'x', '1.5']) },
  },
  {
    // Harmless: nobody has that id, so no mail is ever queued.
    name: 'admin email to one user',
    method: 'POST',
    url: '/api/admin/send-user-email',
    as: 'admin',
    body: () => ({ userId: MAX_ID, subject: 'Hello', message: 'A new lesson is out.' }),
    fields: {
      userId: {
        type: 'id',
        required: true,
        sentence: {
          missing: englishWords('server.admin.individualMissing'),
          null: englishWords('server.admin.individualMissing'),
        },
      },
      subject: {
        type: 'string',
        required: true,
        sentence: {
          missing: englishWords('server.admin.individualMissing'),
          tooLong: englishWords('server.admin.subjectTooLong'),
        },
      },
      message: {
        type: 'string',
        required: true,
        sentence: {
          missing: englishWords('server.admin.individualMissing'),
          tooLong: englishWords('server.admin.messageTooLong'),
        },
      },
    },
    okStatus: 404,
    okMessage: englishWords('server.admin.userNotFound'),
    bodyLimitBytes: 64 * KiB,
    writes: ['mail_messages', 'mail_outbox'],
  },
  {
    // Harmless: the only listed user does not exist, so nothing is queued and no batch is kept.
    name: 'admin bulk email',
    method: 'POST',
    url: '/api/admin/send-bulk-email',
    as: 'admin',
    body: () => ({ userIds: [MAX_ID], subject: 'Hello', message: 'A new lesson is out.' }),
    fields: {
      userIds: {
        type: 'ids',
        required: false,
        alsoWrong: [Array.from({ length: 5001 }, () => 1)],
      },
      audience: { type: 'string', required: false, alsoWrong: ['all'] },
      subject: {
        type: 'string',
        required: true,
        sentence: {
          missing: englishWords('server.admin.bulkMissing'),
          tooLong: englishWords('server.admin.subjectTooLong'),
        },
      },
      message: {
        type: 'string',
        required: true,
        sentence: {
          missing: englishWords('server.admin.bulkMissing'),
          tooLong: englishWords('server.admin.messageTooLong'),
        },
      },
    },
    okStatus: 400,
    okMessage: englishWords('server.admin.noRecipients'),
    bodyLimitBytes: 64 * KiB,
    writes: ['mail_batches', 'mail_messages', 'mail_outbox'],
  },
  // Classes and the picture sign-in (docs/product.md#classes) --------------------------------------
  // A learner owns no class: class routes answer it 404 (after the input checks, which are what
  // the sweep is about). Making a class needs a grown-up with consent ('grown-up'), checked first.
  { name: 'own classes', method: 'GET', url: '/api/classes', as: 'learner', okStatus: 200 },
  {
    name: 'make a class',
    method: 'POST',
    url: '/api/classes',
    as: 'grown-up',
    body: () => ({ name: 'Year 4 Owls' }),
    fields: {
      name: {
        type: 'string',
        required: true,
        alsoWrong: ['', '   ', 'x'.repeat(61), 'Owls\u202E', '\u200BOwls'],
        alsoValid: ['x'.repeat(60)],
      },
    },
    okStatus: 201,
    writes: ['classes'],
  },
  {
    name: 'one class',
    method: 'GET',
    url: `/api/classes/${MAX_ID}`,
    as: 'learner',
    okStatus: 404,
    okMessage: englishWords('server.classes.classNotFound'),
    badUrls: { id: classIds('') },
  },
  {
    name: 'change a class',
    method: 'PATCH',
    url: `/api/classes/${MAX_ID}`,
    as: 'learner',
    body: () => ({ name: 'Barn Owls', galleryOn: true, soundOn: false, locale: 'es' }),
    // Every field is optional, at least one given (src/server/modules/gallery/gallery.test.ts).
    fields: {
      name: { type: 'string', required: false, alsoWrong: ['', 'x'.repeat(61), 'Ow\u2066ls'] },
      galleryOn: { type: 'boolean', required: false },
      soundOn: { type: 'boolean', required: false },
      locale: { type: 'string', required: false, nullable: true, alsoWrong: ['fr', 'ES', 'es-MX', ''] },
    },
    okStatus: 404,
    okMessage: englishWords('server.classes.classNotFound'),
    badUrls: { id: classIds('') },
    writes: ['classes'],
  },
  ...(['join-code', 'archive', 'restore'] as const).map((action): Endpoint => ({
    name: `class ${action}`,
    method: 'POST',
    url: `/api/classes/${MAX_ID}/${action}`,
    as: 'learner',
    body: () => ({}),
    okStatus: 404,
    okMessage: englishWords('server.classes.classNotFound'),
    badUrls: { id: classIds(`/${action}`) },
    writes: ['classes', 'sessions', 'ended_sessions'],
  })),
  {
    name: 'lift a class’s sign-in locks',
    method: 'POST',
    url: `/api/classes/${MAX_ID}/sign-in/unlock`,
    as: 'learner',
    body: () => ({}),
    okStatus: 404,
    okMessage: englishWords('server.classes.classNotFound'),
    badUrls: { id: classIds('/sign-in/unlock') },
    writes: ['rate_limits'],
  },
  {
    name: 'add children to a class',
    method: 'POST',
    url: `/api/classes/${MAX_ID}/students`,
    as: 'learner',
    body: () => ({ nicknames: ['Bo', 'Amy'] }),
    fields: {
      nicknames: {
        type: 'array',
        required: true,
        // Each line's rules are the handler's, for the teacher's own class, every bad line at
        // once (src/server/modules/classes/classes.test.ts); here, what the schema refuses.
        alsoWrong: [[], ['Bo', 7], ['Bo', null], nicknames(41)],
        alsoValid: [nicknames(40)],
      },
    },
    okStatus: 404,
    okMessage: englishWords('server.classes.classNotFound'),
    badUrls: { id: classIds('/students') },
    writes: ['users', 'classes'],
  },
  {
    name: 'rename a child of a class',
    method: 'PATCH',
    url: `/api/classes/${MAX_ID}/students/${MAX_ID}`,
    as: 'learner',
    body: () => ({ nickname: 'Bo' }),
    fields: {
      nickname: {
        type: 'string',
        required: true,
        alsoWrong: ['', 'x'.repeat(21), 'a\tb', 'a\u202Eb', 'a\u200Db'],
      },
    },
    okStatus: 404,
    okMessage: englishWords('server.classes.classNotFound'),
    badUrls: studentUrls(''),
    writes: ['users', 'classes'],
  },
  {
    name: 'new pictures for a child of a class',
    method: 'POST',
    url: `/api/classes/${MAX_ID}/students/${MAX_ID}/pictures`,
    as: 'learner',
    body: () => ({}),
    okStatus: 404,
    okMessage: englishWords('server.classes.classNotFound'),
    badUrls: studentUrls('/pictures'),
    writes: ['users', 'classes', 'sessions', 'ended_sessions', 'rate_limits'],
  },
  {
    name: 'remove a child of a class',
    method: 'DELETE',
    url: `/api/classes/${MAX_ID}/students/${MAX_ID}`,
    as: 'learner',
    okStatus: 404,
    okMessage: englishWords('server.classes.classNotFound'),
    badUrls: studentUrls(''),
    writes: ['users', 'classes', 'rate_limits', 'feedback', 'ended_sessions'],
  },
  {
    name: 'class progress',
    method: 'GET',
    url: `/api/classes/${MAX_ID}/progress`,
    as: 'learner',
    okStatus: 404,
    okMessage: englishWords('server.classes.classNotFound'),
    badUrls: {
      id: classIds('/progress'),
      tz: [`/api/classes/${MAX_ID}/progress?tz=${'x'.repeat(101)}`],
    },
  },
  {
    name: 'a class child’s Code Lab work',
    method: 'GET',
    url: `/api/classes/${MAX_ID}/children/${MAX_ID}/code-lab`,
    as: 'learner',
    okStatus: 404,
    okMessage: englishWords('server.classes.classNotFound'),
    badUrls: {
      id: classIds(`/children/${MAX_ID}/code-lab`),
      studentId: ['abc', '0', '-1', '1.5', '1e0', '0x1', '%201', String(MAX_ID + 1)].map(
        (id) => `/api/classes/${MAX_ID}/children/${id}/code-lab`,
      ),
    },
  },
  {
    name: 'a class’s assignments',
    method: 'GET',
    url: `/api/classes/${MAX_ID}/assignments`,
    as: 'learner',
    okStatus: 404,
    okMessage: englishWords('server.classes.classNotFound'),
    badUrls: { id: classIds('/assignments') },
  },
  {
    name: 'set an assignment',
    method: 'POST',
    url: `/api/classes/${MAX_ID}/assignments`,
    as: 'learner',
    body: () => ({ title: 'Loops week', items: [{ kind: 'lesson', id: 'loops' }], dueOn: '2099-01-01' }),
    // Whether each item exists and the day is not past are the handler's checks, for the
    // teacher's own class (src/server/modules/classes/assignments.test.ts); here, the schema's.
    fields: {
      title: { type: 'string', required: true, alsoWrong: ASSIGNMENT_BAD_TITLES, alsoValid: ['x'.repeat(60)] },
      items: { type: 'array', required: true, alsoWrong: ASSIGNMENT_BAD_ITEMS, alsoValid: [assignmentItems(12)] },
      dueOn: { type: 'string', required: false, nullable: true, alsoWrong: ASSIGNMENT_BAD_DAYS },
    },
    okStatus: 404,
    okMessage: englishWords('server.classes.classNotFound'),
    badUrls: { id: classIds('/assignments') },
    writes: ['class_assignments', 'classes'],
  },
  {
    name: 'change an assignment',
    method: 'PATCH',
    url: `/api/classes/${MAX_ID}/assignments/${MAX_ID}`,
    as: 'learner',
    body: () => ({ title: 'Loops week' }),
    fields: {
      title: { type: 'string', required: false, alsoWrong: ASSIGNMENT_BAD_TITLES },
      items: { type: 'array', required: false, alsoWrong: ASSIGNMENT_BAD_ITEMS },
      dueOn: { type: 'string', required: false, nullable: true, alsoWrong: ASSIGNMENT_BAD_DAYS },
    },
    okStatus: 404,
    okMessage: englishWords('server.classes.classNotFound'),
    badUrls: assignmentUrls,
    writes: ['class_assignments', 'classes'],
  },
  {
    name: 'delete an assignment',
    method: 'DELETE',
    url: `/api/classes/${MAX_ID}/assignments/${MAX_ID}`,
    as: 'learner',
    okStatus: 404,
    okMessage: englishWords('server.classes.classNotFound'),
    badUrls: assignmentUrls,
    writes: ['class_assignments', 'classes'],
  },
  // The class gallery (docs/product/classes.md#class-gallery). A learner owns no class (404), is
  // not a class child (sharing: 403) and has no class gallery (404).
  {
    name: 'share a drawing with the class',
    method: 'POST',
    url: `/api/code-lab/drawings/${MAX_ID}/share`,
    as: 'learner',
    body: () => ({}),
    okStatus: 403,
    okMessage: englishWords('server.gallery.notClassChild'),
    badUrls: { id: drawingUrls.map((url) => `${url}/share`) },
    writes: ['class_gallery_items', 'rate_limits'],
  },
  {
    name: 'take a drawing back from the class',
    method: 'DELETE',
    url: `/api/code-lab/drawings/${MAX_ID}/share`,
    as: 'learner',
    okStatus: 403,
    okMessage: englishWords('server.gallery.notClassChild'),
    badUrls: { id: drawingUrls.map((url) => `${url}/share`) },
    writes: ['class_gallery_items', 'rate_limits'],
  },
  ...(['POST', 'DELETE'] as const).map((method): Endpoint => ({
    name: `${method === 'POST' ? 'share' : 'take back'} a creation of a kind`,
    method,
    url: `${CREATIONS}/drawing/${MAX_ID}/share`,
    as: 'learner',
    ...(method === 'POST' ? { body: () => ({}) } : {}),
    okStatus: 403,
    okMessage: englishWords('server.gallery.notClassChild'),
    badUrls: creationUrls('/share'),
    writes: ['class_gallery_items', 'rate_limits'],
  })),
  {
    name: 'a class’s gallery queue',
    method: 'GET',
    url: `/api/classes/${MAX_ID}/gallery?status=approved`,
    as: 'learner',
    okStatus: 404,
    okMessage: englishWords('server.classes.classNotFound'),
    badUrls: {
      id: classIds('/gallery'),
      status: query(`/api/classes/${MAX_ID}/gallery`, 'status', ['rejected', 'all', '1']),
      kind: query(`/api/classes/${MAX_ID}/gallery`, 'kind', ['drawings', 'video', '1']),
    },
  },
  ...(['approve', 'reject'] as const).map((action): Endpoint => ({
    name: `${action} a gallery drawing`,
    method: 'POST',
    url: `/api/classes/${MAX_ID}/gallery/${MAX_ID}/${action}`,
    as: 'learner',
    body: () => ({}),
    okStatus: 404,
    okMessage: englishWords('server.classes.classNotFound'),
    badUrls: galleryItemUrls(`/${action}`),
    writes: ['class_gallery_items', 'class_gallery_reactions', 'classes'],
  })),
  {
    name: 'remove a gallery drawing',
    method: 'DELETE',
    url: `/api/classes/${MAX_ID}/gallery/${MAX_ID}`,
    as: 'learner',
    okStatus: 404,
    okMessage: englishWords('server.classes.classNotFound'),
    badUrls: galleryItemUrls(''),
    writes: ['class_gallery_items', 'classes'],
  },
  {
    // docs/product/classes.md#class-sound: a class child's pages ask; anyone else has no class.
    name: 'my class’s sound',
    method: 'GET',
    url: '/api/class-sound',
    as: 'learner',
    okStatus: 404,
    okMessage: englishWords('server.classes.noClass'),
  },
  {
    name: 'my class gallery',
    method: 'GET',
    url: '/api/class-gallery',
    as: 'learner',
    okStatus: 404,
    // A guest finds no gallery either (docs/decisions/301-what-the-class-sees.md).
    signedOutStatus: 404,
    okMessage: englishWords('server.gallery.noGallery'),
    badUrls: { kind: query('/api/class-gallery', 'kind', ['drawings', 'video', '1']) },
  },
  {
    name: 'react to a gallery drawing',
    method: 'POST',
    url: `/api/class-gallery/${MAX_ID}/reactions`,
    as: 'learner',
    signedOutStatus: 404,
    body: () => ({ kind: 'star' }),
    fields: { kind: { type: 'string', required: true, alsoWrong: ['thumbs', 'STAR', ''] } },
    okStatus: 404,
    okMessage: englishWords('server.gallery.itemNotFound'),
    badUrls: { itemId: reactionUrls },
    writes: ['class_gallery_reactions', 'rate_limits'],
  },
  {
    name: 'take back a reaction',
    method: 'DELETE',
    url: `/api/class-gallery/${MAX_ID}/reactions`,
    as: 'learner',
    signedOutStatus: 404,
    okStatus: 404,
    okMessage: englishWords('server.gallery.itemNotFound'),
    badUrls: { itemId: reactionUrls },
    writes: ['class_gallery_reactions', 'rate_limits'],
  },
  // The class street (docs/decisions/411-neighbornet.md): only a class child has one; a learner
  // and a guest find none (404).
  {
    name: 'my class street',
    method: 'GET',
    url: '/api/street',
    as: 'learner',
    okStatus: 404,
    signedOutStatus: 404,
    okMessage: englishWords('server.street.noStreet'),
  },
  {
    // Its answer is a built page, text/html (the route's sweepExemption): the JSON error answers,
    // by hand. A house of no class of theirs is not found, for a learner and a guest alike.
    name: 'a house’s page on the street',
    method: 'GET',
    url: `/api/street/${MAX_ID}/1`,
    as: 'learner',
    okStatus: 404,
    cases: [
      { label: 'not a house of the learner’s class', status: 404 },
      ...['0', '-1', 'x', '1.5', '1e0', '0x1', '%201', String(MAX_ID + 1)].map((id) => ({
        label: `bad creation id: ${id}`,
        url: `/api/street/${id}/1`,
        status: 400,
        field: 'creationId',
      })),
      ...['0', '4', '10', 'x', '1.5', '%201', '-1'].map((page) => ({
        label: `bad page: ${page}`,
        url: `/api/street/${MAX_ID}/${page}`,
        status: 400,
        field: 'page',
      })),
    ],
  },
  {
    // The same page by a street pass (the frame sends no cookie): a pass of no live session finds
    // nothing; a pass that is no pass, or a bad id or page, is a 400 naming it.
    name: 'a house’s page on the street, by a street pass',
    method: 'GET',
    url: `/api/street/${MAX_ID}/1/1-${'0'.repeat(32)}`,
    okStatus: 404,
    cases: [
      { label: 'a pass of no session', status: 404 },
      ...['0', 'x', String(MAX_ID + 1)].map((id) => ({
        label: `bad creation id: ${id}`,
        url: `/api/street/${id}/1/1-${'0'.repeat(32)}`,
        status: 400,
        field: 'creationId',
      })),
      ...['0', '4', 'x'].map((page) => ({
        label: `bad page: ${page}`,
        url: `/api/street/${MAX_ID}/${page}/1-${'0'.repeat(32)}`,
        status: 400,
        field: 'page',
      })),
      ...['1', 'x-y', `1-${'0'.repeat(31)}`, `1-${'G'.repeat(32)}`, `${'1'.repeat(11)}-${'0'.repeat(32)}`].map((pass) => ({
        label: `bad pass: ${pass}`,
        url: `/api/street/${MAX_ID}/1/${pass}`,
        status: 400,
        field: 'pass',
      })),
    ],
  },
  {
    name: 'a house’s page on the street (signed out)',
    method: 'GET',
    url: `/api/street/${MAX_ID}/1`,
    okStatus: 404,
    cases: [{ label: 'signed out: no street', status: 404 }],
  },
  // A class child's list: every other signed-in session's is empty
  // (docs/decisions/253-a-childs-assignments.md).
  { name: 'my assignments', method: 'GET', url: '/api/assignments', as: 'learner', okStatus: 200 },
  {
    // Its answer is CSV (the route's sweepExemption): the JSON error answers, by hand.
    name: 'class CSV export',
    method: 'GET',
    url: `/api/classes/${MAX_ID}/export`,
    as: 'learner',
    okStatus: 404,
    cases: [
      { label: 'not the learner’s class', status: 404 },
      { label: 'an unknown time zone', url: `/api/classes/${MAX_ID}/export?tz=Not/AZone`, status: 404 },
      {
        label: 'a time zone name too long',
        url: `/api/classes/${MAX_ID}/export?tz=${'x'.repeat(101)}`,
        status: 400,
        field: 'tz',
      },
      ...classIds('/export').map((url) => ({
        label: `bad id: ${url}`,
        url,
        status: 400,
        field: 'id',
      })),
    ],
  },
  {
    name: 'class CSV export (signed out)',
    method: 'GET',
    url: `/api/classes/${MAX_ID}/export`,
    okStatus: 401,
    cases: [{ label: 'signed out', status: 401 }],
  },
  {
    // Counted per address: the sweep sends a handful of lookups, far below the limits.
    name: 'class list at /join',
    method: 'GET',
    url: '/api/join/ZZZZZZ',
    okStatus: 404,
    okMessage: englishWords('server.classes.codeUnknown'),
    badUrls: {
      joinCode: [
        'ABC',
        'ABCDEFG',
        'ABCDE0',
        'ABCDEO',
        'ABCDE1',
        'ABCDEI',
        'ABCDEL',
        'ABC%20DE',
      ].map((code) => `/api/join/${code}`),
    },
  },
  {
    // A well-formed sign-in with no such class: a miss (its counters are rate_limits rows).
    name: 'picture sign-in',
    method: 'POST',
    url: '/api/join',
    body: () => ({ joinCode: 'ZZZZZZ', studentId: MAX_ID, pictures: ['cat', 'sun'] }),
    fields: {
      joinCode: { type: 'string', required: true, alsoWrong: ['', 'ABC', 'ABCDE0'] },
      studentId: { type: 'id', required: true },
      pictures: {
        type: 'array',
        required: true,
        alsoWrong: [['cat'], ['cat', 'cat'], ['cat', 'dragon'], ['cat', 'dog', 'sun'], [1, 2]],
      },
    },
    okStatus: 401,
    okMessage: englishWords('server.classes.wrongPictures'),
    writes: ['sessions', 'users', 'classes'],
  },
];

function oneClickCases(): HandCase[] {
  const url = '/api/unsubscribe/one-click';
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  const crossSite = { ...form, origin: 'https://mail.example' };
  const payload = 'List-Unsubscribe=One-Click';
  return [
    {
      label: 'unknown token, as a mail client posts it',
      url: `${url}?token=${UNKNOWN_TOKEN}`,
      headers: crossSite,
      payload,
      status: 404,
    },
    { label: 'no token', url, headers: crossSite, payload, status: 400, field: 'token' },
    ...['abc', '%ZZ', 'x'.repeat(10 * KiB), `${UNKNOWN_TOKEN}!`].map((token) => ({
      label: `token = ${token.slice(0, 20)}`,
      url: `${url}?token=${token}`,
      headers: crossSite,
      payload,
      status: 400,
      field: 'token',
    })),
    {
      label: 'malformed JSON body',
      url: `${url}?token=${UNKNOWN_TOKEN}`,
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
      status: 400,
    },
    {
      label: 'unknown content type',
      url: `${url}?token=${UNKNOWN_TOKEN}`,
      headers: { 'content-type': 'application/x-unknown' },
      payload,
      status: 415,
    },
    {
      label: '20 KB form body',
      url: `${url}?token=${UNKNOWN_TOKEN}`,
      headers: crossSite,
      payload: `${payload}&padding=${'p'.repeat(20 * KiB)}`,
      status: 413,
    },
  ];
}
