// `npm run bench`: autocannon against the production server with signed-in sessions, 50
// connections, on PGlite and on PostgreSQL (when it answers at BENCH_DATABASE_URL, default the
// local `test` database). Reports requests/s, p50/p99 latency, errors and the server's peak RSS,
// and writes them with the command into docs/performance.md.
// Targets (PostgreSQL): zero errors, reads p99 < 25 ms, writes p99 < 50 ms, a verified Code Lab
// solve p99 < 25 ms, a class dashboard of 40 children who did everything p99 < 50 ms, a visitor's
// GET / at least 10,000 req/s, the teacher's class page rendered for them p50 <= 15 ms at one
// connection, RSS < 250 MB.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { startServer } from './serve-for-measure.mjs';
import { writeSection } from './perf-doc.mjs';

const CONNECTIONS = 50;
const LEARNERS = 400;
// A Code Lab solve counts against its account's limit of 120 checks an hour: with this many
// learners taking turns, none gets near it at up to 5,000 solves/s for the warm-up and 10 s.
const SOLVE_LEARNERS = 600;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
// Each request is first sent for this long unmeasured, so the numbers are the server's steady
// state and not its JIT compiling the request's code path (a server runs for days).
const WARMUP_SECONDS = 3;
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The loops quiz's right answers, `{q1: 'repeat', ...}`. */
async function loopsAnswers() {
  const { loopsLesson } = await tsImport('../content/lessons/loops.ts', import.meta.url);
  return Object.fromEntries(loopsLesson.quiz.questions.map((q) => [q.id, q.answer]));
}

const SCENARIOS = [
  { name: 'GET /api/user', kind: 'read', method: 'GET', path: '/api/user' },
  { name: 'GET /api/progress', kind: 'read', method: 'GET', path: '/api/progress' },
  // A graded completion: the loops quiz's right answers, from the lesson's content
  // (docs/product/lessons.md#graded-by-the-server).
  { name: 'POST /api/progress', kind: 'write', method: 'POST', path: '/api/progress', body: { moduleId: 'basics', lessonId: 'loops', completed: true, answers: await loopsAnswers() } },
  { name: 'POST /api/game-scores', kind: 'write', method: 'POST', path: '/api/game-scores', body: { gameId: 'robot-maze', score: 60 }, hourlyLimit: 240 },
  // The server validates and runs the program (the wall-following maze, 100+ ticks), then stores
  // the solve and its awards in one statement: the first round earns, later rounds are replays.
  { name: 'POST /api/code-lab/solves', kind: 'solve', method: 'POST', path: '/api/code-lab/solves', body: { levelId: 'lost-finder-6', program: lostFinder6Solution() }, learners: 'solve', hourlyLimit: 120 },
  // A game level (program version 3, docs/decisions/402-the-game-lab.md): the server replays the
  // game with the level's scripted player, the one whose reference replay is the longest, and
  // reads its criteria. Its p99 is at most 1.5 times the maze's in the same run,
  // measured right after it so both see the machine alike.
  { name: 'POST /api/code-lab/solves (game)', kind: 'solve', method: 'POST', path: '/api/code-lab/solves', makeBody: heaviestGameSolve, learners: 'game', hourlyLimit: 120, atMostTimes: { of: 'POST /api/code-lab/solves', times: 1.5 } },
  // A sound level (program version 4, docs/decisions/406-the-sound-lab.md): the server runs the
  // tune to its transcript and compares it with the goal; sound-8 (any tune of a shape, every
  // block in its toolbox). Its p99 is at most 1.5 times the maze's in the same run, measured
  // beside it like the game's.
  { name: 'POST /api/code-lab/solves (sound)', kind: 'solve', method: 'POST', path: '/api/code-lab/solves', makeBody: soundSolve, learners: 'sound', hourlyLimit: 120, atMostTimes: { of: 'POST /api/code-lab/solves', times: 1.5 } },
  // A web level (program version 5, docs/decisions/408-the-web-lab.md): the server checks the
  // house's pages part by part; web-8 (three pages, the most parts and blocks). Its p99 is at most
  // 1.5 times the maze's in the same run, measured beside it like the sound's.
  { name: 'POST /api/code-lab/solves (web)', kind: 'solve', method: 'POST', path: '/api/code-lab/solves', makeBody: webSolve, learners: 'web', hourlyLimit: 120, atMostTimes: { of: 'POST /api/code-lab/solves', times: 1.5 } },
  // A vision level (program version 6, docs/decisions/412-the-vision-lab.md): the server works out
  // every example's and test drawing's features and guesses the tests; the level whose reference
  // has the most examples (vision-5: 18 examples, 12 tests). At most 1.5 times the maze's p99.
  { name: 'POST /api/code-lab/solves (vision)', kind: 'solve', method: 'POST', path: '/api/code-lab/solves', makeBody: visionSolve, learners: 'vision', hourlyLimit: 120, atMostTimes: { of: 'POST /api/code-lab/solves', times: 1.5 } },
  // A pen level (program version 2): the one whose reference solution runs the most ticks, so
  // the drawing and its check against the target cost the most. Its own learners: the hourly
  // limit counts every solve of an account.
  { name: 'POST /api/code-lab/solves (pen)', kind: 'solve', method: 'POST', path: '/api/code-lab/solves', makeBody: heaviestPenSolve, learners: 'pen', hourlyLimit: 120 },
  // A teacher's dashboard: the per-child view of a class of 40 children, each with every lesson,
  // game and Code Lab level done (scripts/bench-class-seed.ts), built in one query.
  { name: 'GET /api/classes/:id/progress', kind: 'dashboard', method: 'GET', path: '/api/classes/:id/progress', learners: 'teacher' },
  // A visitor's Home, rendered once per build and language and served from memory
  // (docs/decisions/401-the-first-paint-from-the-server.md): at least 10,000 requests a second.
  { name: 'GET / (visitor)', kind: 'read', method: 'GET', path: '/', learners: 'visitor', minRps: 10_000 },
  // The teacher's class page (40 children with everything done) rendered on the server for the
  // teacher, with its data, one request at a time: its render time, p50 at most 15 ms.
  { name: 'GET /classes/:id (page)', kind: 'page', method: 'GET', path: '/classes/:id', learners: 'teacher', connections: 1 },
];
const TARGET_P99 = { read: 25, write: 50, solve: 25, dashboard: 50 };
/** A page rendered per request: its p50 (one connection, so the render itself). */
const TARGET_PAGE_P50 = 15;

/**
 * lost-finder-6's reference solution (content/code-lab/lost-finder.ts), the right-hand wall
 * follower. If the level changes and this no longer solves it, every request is a 422 and the
 * run reports them as errors.
 */
function lostFinder6Solution() {
  const step = (id) => ({ id, op: 'forward' });
  const turn = (id, dir) => ({ id, op: 'turn', dir });
  const ahead = { id: 'i2', op: 'if', cond: 'path-ahead', then: [step('f2')], else: [turn('tl', 'left')] };
  const right = { id: 'i1', op: 'if', cond: 'path-right', then: [turn('tr', 'right'), step('f1')], else: [ahead] };
  return { version: 1, body: [{ id: 'u', op: 'until-goal', body: [right] }] };
}

/** The pen level whose reference solution takes the most ticks, as a solve request's body. */
async function heaviestPenSolve() {
  const { codeLabLevels } = await tsImport('../content/code-lab/levels.ts', import.meta.url);
  const { runProgram } = await tsImport('../src/domain/code-lab/interpreter.ts', import.meta.url);
  const { solutionOf } = await tsImport('../content/code-lab/reference-solutions.ts', import.meta.url);
  const pens = codeLabLevels.filter((l) => l.kind === 'pen');
  if (pens.length === 0) throw new Error('no pen level in content/code-lab: nothing to measure');
  const ticks = (l) => runProgram(l, solutionOf(l.id)).ticks;
  const level = pens.reduce((a, b) => (ticks(b) > ticks(a) ? b : a));
  return { levelId: level.id, program: solutionOf(level.id) };
}
/** web-8's reference, as a solve request's body. */
async function webSolve() {
  const { webSolutionOf } = await tsImport('../content/code-lab/reference-solutions.ts', import.meta.url);
  return { levelId: 'web-8', program: webSolutionOf('web-8') };
}

/** sound-8's reference, as a solve request's body. */
async function soundSolve() {
  const { tuneSolutionOf } = await tsImport('../content/code-lab/reference-solutions.ts', import.meta.url);
  return { levelId: 'sound-8', program: tuneSolutionOf('sound-8') };
}

/** vision-5's reference (the most examples and tests), as a solve request's body. */
async function visionSolve() {
  const { visionSolutionOf } = await tsImport('../content/code-lab/reference-solutions.ts', import.meta.url);
  return { levelId: 'vision-5', program: visionSolutionOf('vision-5') };
}

/** The game level whose reference replay is the longest (frames times sprites, and steps), as a solve request's body. */
async function heaviestGameSolve() {
  const { gameLabLevels } = await tsImport('../content/code-lab/levels.ts', import.meta.url);
  const { checkGame } = await tsImport('../src/domain/code-lab/stages/game/game-check.ts', import.meta.url);
  const { gameSolutionOf } = await tsImport('../content/code-lab/reference-solutions.ts', import.meta.url);
  const games = gameLabLevels.filter((l) => l.kind === 'game');
  if (games.length === 0) throw new Error('no game level in content/code-lab: nothing to measure');
  const cost = (l) => {
    const { run } = checkGame(l, gameSolutionOf(l.id));
    return run.frames.length * l.scene.sprites.length + run.steps;
  };
  const level = games.reduce((a, b) => (cost(b) > cost(a) ? b : a));
  return { levelId: level.id, program: gameSolutionOf(level.id) };
}
const RSS_LIMIT_MB = 250;

const peakRssMb = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(status.match(/VmHWM:\s+(\d+)/)?.[1] ?? 0) / 1024;
};

async function signUpMany(url, count) {
  const cookies = [];
  for (let i = 0; i < count; i++) {
    const email = `bench.${randomBytes(5).toString('hex')}@example.com`;
    const response = await fetch(`${url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify({ email, password: 'bench-password', firstName: 'Bench', lastName: 'Learner', username: 'bench', displayName: 'Bench Learner', points: 0, avatarId: 1 }),
    });
    if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
    cookies.push(response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; '));
  }
  return cookies;
}

function run(url, scenario, cookies, duration) {
  // Requests take the learners in turn: with LEARNERS well above CONNECTIONS, no learner has
  // two requests in flight, and none passes the hourly game-score limit in one run.
  let next = 0;
  const headers = { origin: url, 'accept-encoding': 'gzip', ...(scenario.body ? { 'content-type': 'application/json' } : {}) };
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${url}${scenario.path}`,
        connections: scenario.connections ?? CONNECTIONS,
        duration,
        requests: [
          {
            method: scenario.method,
            body: scenario.body ? JSON.stringify(scenario.body) : undefined,
            setupRequest: (request) => ({ ...request, headers: { ...headers, cookie: cookies[next++ % cookies.length] } }),
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

async function benchDatabase(label, env) {
  // The class is written before the server starts: a PGlite data directory has one process.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ada-bench-'));
  const { seedClassDashboard } = await tsImport('./bench-class-seed.ts', import.meta.url);
  const teacher = await seedClassDashboard({ dataDir, databaseUrl: env.DATABASE_URL });
  const server = await startServer({ env: { ...env, DATA_DIR: dataDir } });
  try {
    const cookies = await signUpMany(server.url, LEARNERS);
    const solvers = await signUpMany(server.url, SOLVE_LEARNERS);
    const penSolvers = SCENARIOS.some((s) => s.learners === 'pen' && chosen(s)) ? await signUpMany(server.url, SOLVE_LEARNERS) : [];
    const gameSolvers = SCENARIOS.some((s) => s.learners === 'game' && chosen(s)) ? await signUpMany(server.url, SOLVE_LEARNERS) : [];
    const soundSolvers = SCENARIOS.some((s) => s.learners === 'sound' && chosen(s)) ? await signUpMany(server.url, SOLVE_LEARNERS) : [];
    const webSolvers = SCENARIOS.some((s) => s.learners === 'web' && chosen(s)) ? await signUpMany(server.url, SOLVE_LEARNERS) : [];
    const visionSolvers = SCENARIOS.some((s) => s.learners === 'vision' && chosen(s)) ? await signUpMany(server.url, SOLVE_LEARNERS) : [];
    // The teacher's session with the hint cookie the browser keeps beside it (a page renders
    // for someone signed in only with it), and a visitor, who has no cookie.
    const pools = { solve: solvers, pen: penSolvers, game: gameSolvers, sound: soundSolvers, web: webSolvers, vision: visionSolvers, teacher: [`${teacher.cookie}; signed_in=1`], visitor: [''] };
    const rows = [];
    for (const listed of SCENARIOS.filter(chosen)) {
      const body = listed.makeBody ? await listed.makeBody() : listed.body;
      const scenario = { ...listed, body, path: listed.path.replace(':id', String(teacher.classId)) };
      const pool = pools[scenario.learners] ?? cookies;
      const warmup = await run(server.url, scenario, pool, WARMUP_SECONDS);
      const result = await run(server.url, scenario, pool, DURATION);
      const sent = warmup.requests.total + result.requests.total;
      if (scenario.hourlyLimit && sent / pool.length > scenario.hourlyLimit)
        throw new Error(`${scenario.name}: ${sent} requests for ${pool.length} learners pass the hourly limit; add learners`);
      const errors = result.errors + result.timeouts + result.non2xx;
      rows.push({ db: label, ...scenario, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors });
      console.log(`${label} ${scenario.name}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${errors}`);
    }
    const rss = peakRssMb(server.pid);
    return rows.map((row) => ({ ...row, rss }));
  } finally {
    await server.stop();
  }
}

async function postgresAnswers() {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function freshPostgresDatabase() {
  const name = `ada_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

// BENCH_DATABASES=postgres (or pglite) measures one database only, and BENCH_ONLY=solves (a
// part of the requests' names) only those requests, for quick iterations; only a whole run of
// both databases writes docs/performance.md.
const only = process.env.BENCH_DATABASES;
const onlyRequests = process.env.BENCH_ONLY;
function chosen(scenario) {
  return !onlyRequests || scenario.name.includes(onlyRequests);
}
const rows = [];
if (only !== 'postgres') rows.push(...(await benchDatabase('PGlite', {})));
let pgNote = '';
if (only === 'pglite') {
  pgNote = 'PostgreSQL not measured (BENCH_DATABASES=pglite).';
} else if (await postgresAnswers()) {
  const database = await freshPostgresDatabase();
  try {
    rows.push(...(await benchDatabase('PostgreSQL', { DATABASE_URL: database.url })));
  } finally {
    await database.drop();
  }
} else {
  pgNote = `PostgreSQL did not answer at ${PG_URL}: not measured.`;
}

const pgRows = rows.filter((r) => r.db === 'PostgreSQL');
/** A request whose p99 is at most some times another's in the same run (a game solve's, the maze's). */
function relativeMisses(r) {
  if (!r.atMostTimes) return [];
  const other = pgRows.find((o) => o.name === r.atMostTimes.of);
  if (!other) return [];
  const most = other.p99 * r.atMostTimes.times;
  return r.p99 > most ? [`${r.name}: p99 ${r.p99} ms > ${r.atMostTimes.times} × ${r.atMostTimes.of}'s ${other.p99} ms`] : [];
}
const misses = pgRows.flatMap((r) => [
  ...(r.errors > 0 ? [`${r.name}: ${r.errors} errors`] : []),
  ...(r.kind in TARGET_P99 && r.p99 >= TARGET_P99[r.kind] ? [`${r.name}: p99 ${r.p99} ms >= ${TARGET_P99[r.kind]} ms`] : []),
  ...(r.kind === 'page' && r.p50 > TARGET_PAGE_P50 ? [`${r.name}: p50 ${r.p50} ms > ${TARGET_PAGE_P50} ms`] : []),
  ...(r.minRps && r.rps < r.minRps ? [`${r.name}: ${Math.round(r.rps)} req/s < ${r.minRps}`] : []),
  ...relativeMisses(r),
]);
if (pgRows[0] && pgRows[0].rss >= RSS_LIMIT_MB) misses.push(`peak RSS ${pgRows[0].rss.toFixed(0)} MB >= ${RSS_LIMIT_MB} MB`);

const table = [
  '| database | request | req/s | p50 (ms) | p99 (ms) | errors | peak RSS (MB) |',
  '|---|---|---|---|---|---|---|',
  ...rows.map((r) => `| ${r.db} | ${r.name} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.rss.toFixed(0)} |`),
].join('\n');
if (!only && !onlyRequests) writeSection(
  'bench',
  `## Server benchmark\n\nCommand: \`npm run bench\` (autocannon, ${CONNECTIONS} connections, ${DURATION} s per request after ${WARMUP_SECONDS} s unmeasured, each connection a signed-in learner; production build; load generator on the same 2-core machine). Measured ${new Date().toISOString().slice(0, 10)}. Targets on PostgreSQL: zero errors, reads p99 < 25 ms, writes p99 < 50 ms, a verified Code Lab solve (the lost-finder-6 maze, the pen level with the longest reference run, the game level with the longest reference replay, sound-8, web-8 and vision-5, ${SOLVE_LEARNERS} learners each so none reaches the hourly limit) p99 < 25 ms, the game's, the sound's, the web's and the vision's at most 1.5 times the maze's, a teacher's class dashboard (40 children with every lesson, game and Code Lab level done, one teacher's session) p99 < 50 ms, a visitor's GET / (the page from memory) at least 10,000 req/s, that teacher's class page rendered on the server (one connection) p50 <= 15 ms, RSS < 250 MB; PGlite is reported beside them.\n\n${table}\n\n${pgNote}${misses.length ? `Missed on PostgreSQL: ${misses.join('; ')}` : pgRows.length ? 'All PostgreSQL targets met.' : ''}`,
);
console.log(table);
if (misses.length) {
  console.error(`Missed: ${misses.join('; ')}`);
  process.exit(1);
}
