// docs/product.md#guest-mode-and-transfer: guest data lives in the browser under its fixed keys, read defensively: corrupt or
// hand-edited data is logged as a warning and only the valid records are kept.
// Reading and watching only: what the first paint needs (the header's points, Home's progress).
// Writing is guest-storage.ts, which loads with the lessons, games and sign-up
// (docs/decisions/105-first-load-room-for-what-comes-next.md).
/** The work a completion carries for the server to grade again (docs/product/lessons.md#graded-by-the-server). */
export type LessonWork = { answers: Record<string, string>; activity?: Record<string, unknown> };
/** An activity's final state, as its engine's evidence function gives it. */
export type ActivityEvidence = Record<string, unknown>;
export type GuestProgressRecord = {
  moduleId: string;
  lessonId: string;
  completed: boolean;
  completedAt: string;
  /** Kept from now on; an older record without them moves to an account as nothing. */
  answers?: Record<string, string>;
  activity?: ActivityEvidence;
};
export type GuestGameScore = { gameId: string; score: number; completedAt: string };
/** A Code Lab level a guest solved: the program is run again by the server at sign-up. */
export type GuestCodeLabSolve = {
  levelId: string;
  program: GuestProgram;
  stars: 2 | 3;
  solvedAt: string;
};
/** A program as stored (Ada's, or a game's): its shape is checked again where it is used (engine, server). */
type GuestProgram =
  | { version: 1 | 2; body: unknown[] }
  | { version: 3; kind: 'game'; handlers: unknown[] }
  | { version: 4; kind: 'tune'; body: unknown[] }
  | { version: 5; kind: 'page'; pages: unknown[] }
  | { version: 5; kind: 'network'; links: unknown[] };
export type GuestData = {
  points: number;
  progress: GuestProgressRecord[];
  gameScores: GuestGameScore[];
  activities: string[];
  /** Each done activity's evidence, by activity id (older storage has none). */
  activityEvidence: Record<string, ActivityEvidence>;
  codeLab: GuestCodeLabSolve[];
};

export const GUEST_DATA_KEY = 'guestData';
export const GUEST_PROGRESS_KEY = 'guestProgress';
const MAX_RECORDS = 500;

const empty = (): GuestData => ({
  points: 0,
  progress: [],
  gameScores: [],
  activities: [],
  activityEvidence: {},
  codeLab: [],
});
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isId = (v: unknown): v is string => typeof v === 'string' && /^[a-z0-9-]{1,64}$/.test(v);
const isIsoDate = (v: unknown): v is string =>
  typeof v === 'string' && !Number.isNaN(Date.parse(v));

const isAnswers = (v: unknown): v is Record<string, string> =>
  isRecord(v) && Object.values(v).every((answer) => typeof answer === 'string');

function parseEvidence(value: unknown): Record<string, ActivityEvidence> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, ActivityEvidence] => isId(entry[0]) && isRecord(entry[1])),
  );
}

function parseProgress(value: unknown): GuestProgressRecord[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const out: GuestProgressRecord[] = [];
  for (const item of value.slice(0, MAX_RECORDS)) {
    if (!isRecord(item) || !isId(item.moduleId) || !isId(item.lessonId)) continue;
    const key = `${item.moduleId}/${item.lessonId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({
      moduleId: item.moduleId,
      lessonId: item.lessonId,
      completed: item.completed !== false,
      completedAt: isIsoDate(item.completedAt) ? item.completedAt : new Date(0).toISOString(),
      ...(isAnswers(item.answers) ? { answers: item.answers } : {}),
      ...(isRecord(item.activity) ? { activity: item.activity } : {}),
    });
  }
  return out;
}

function parseScores(value: unknown): GuestGameScore[] {
  if (!Array.isArray(value)) return [];
  return value
    .slice(0, MAX_RECORDS)
    .filter((s): s is Record<string, unknown> => isRecord(s))
    .filter(
      (s) =>
        isId(s.gameId) &&
        Number.isInteger(s.score) &&
        (s.score as number) >= 0 &&
        (s.score as number) <= 10_000,
    )
    .map((s) => ({
      gameId: s.gameId as string,
      score: s.score as number,
      completedAt: isIsoDate(s.completedAt) ? s.completedAt : new Date(0).toISOString(),
    }));
}

const isProgram = (v: unknown): v is GuestProgram =>
  isRecord(v) &&
  // Ada's (1, 2) and a tune (4) have a body; the server checks each program in full.
  (([1, 2, 4].includes(v.version as number) && Array.isArray(v.body)) ||
    (v.version === 3 && v.kind === 'game' && Array.isArray(v.handlers)) ||
    // A web page (its pages) or a street (its links): docs/decisions/408-the-web-lab.md.
    (v.version === 5 && ((v.kind === 'page' && Array.isArray(v.pages)) || (v.kind === 'network' && Array.isArray(v.links)))));

/** One record per level (the first one kept); anything malformed is dropped. */
function parseCodeLab(value: unknown): GuestCodeLabSolve[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const out: GuestCodeLabSolve[] = [];
  for (const item of value.slice(0, MAX_RECORDS)) {
    if (
      !isRecord(item) ||
      !isId(item.levelId) ||
      seen.has(item.levelId) ||
      !isProgram(item.program)
    )
      continue;
    if (item.stars !== 2 && item.stars !== 3) continue;
    seen.add(item.levelId);
    out.push({
      levelId: item.levelId,
      program: item.program,
      stars: item.stars,
      solvedAt: isIsoDate(item.solvedAt) ? item.solvedAt : new Date(0).toISOString(),
    });
  }
  return out;
}

function readJson(key: string): unknown {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? null : JSON.parse(raw);
  } catch (error) {
    console.warn(`guest storage: could not read ${key}`, error);
    return null;
  }
}

const listeners = new Set<() => void>();
/** Tells every reader that guest data changed (guest-storage.ts calls it after each write). */
export const notifyGuestDataChanged = () => listeners.forEach((l) => l());

export const guestDataReader = {
  /** Always returns valid data; anything unreadable counts as empty. */
  read(): GuestData {
    const raw = readJson(GUEST_DATA_KEY);
    const data = isRecord(raw) ? raw : {};
    const progress = parseProgress(data.progress ?? readJson(GUEST_PROGRESS_KEY));
    const points =
      typeof data.points === 'number' && Number.isFinite(data.points) && data.points > 0
        ? Math.floor(data.points)
        : 0;
    const activities = Array.isArray(data.activities)
      ? [...new Set(data.activities.filter(isId))]
      : [];
    if (raw !== null && !isRecord(raw))
      console.warn('guest storage: guestData was not an object; starting fresh');
    return {
      ...empty(),
      points,
      progress,
      gameScores: parseScores(data.gameScores),
      activities,
      activityEvidence: parseEvidence(data.activityEvidence),
      codeLab: parseCodeLab(data.codeLab),
    };
  },

  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === GUEST_DATA_KEY || event.key === null) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
};
