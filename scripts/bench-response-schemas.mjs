// What declared response schemas cost on the hot routes
// (docs/decisions/096-one-contract-both-ways.md): the same app twice on PGlite, once as built and
// once with every `schema.response` taken out (through buildApp's onRoute), each in its own
// process; autocannon takes turns between them so machine noise falls on both; first, the
// serializer alone in CPU time.
// Run: node --import tsx scripts/bench-response-schemas.mjs [seconds] [--serializer-only]
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';

const SECONDS = Number(process.argv.slice(2).find((arg) => /^\d+$/.test(arg)) ?? 5);
const ROUNDS = 3;
const CONNECTIONS = 20;
const LEARNERS = 100;

if (process.env.BENCH_SERVE) {
  const { buildApp } = await import('../src/server/app.ts');
  const { testEnv } = await import('../src/server/env.ts');
  const { openDatabase } = await import('../src/server/db/client.ts');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ada-bench-schemas-'));
  const env = testEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'production' });
  const database = await openDatabase({ dataDir });
  const strip = process.env.BENCH_SERVE === 'without';
  const app = await buildApp({
    env,
    database,
    webRoot: path.join(dataDir, 'no-web'),
    onRoute: (route) => {
      if (strip && route.schema) delete route.schema.response;
    },
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  process.stdout.write(`${url}\n`);
}

function serve(mode) {
  const child = spawn(process.execPath, ['--import', 'tsx', process.argv[1]], {
    env: { ...process.env, BENCH_SERVE: mode },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout.once('data', (data) => resolve({ url: data.toString().trim(), child }));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

async function signUp(url) {
  const email = `bench.${randomBytes(5).toString('hex')}@example.com`;
  const response = await fetch(`${url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password: 'bench-password', firstName: 'Bench', lastName: 'Learner' }),
  });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status}`);
  const cookie = response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  // Some progress and scores, so the lists have something in them.
  for (const lessonId of ['intro-to-coding', 'sequences', 'loops', 'pattern-master']) {
    await fetch(`${url}/api/progress`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url, cookie },
      body: JSON.stringify({ moduleId: 'basics', lessonId, completed: true }),
    });
  }
  return cookie;
}

// A graded completion: the loops quiz's right answers, from the lesson's content
// (docs/decisions/388-lessons-graded-by-the-server.md).
const { loopsLesson } = await import('../content/lessons/loops.ts');
const loopsAnswers = Object.fromEntries(loopsLesson.quiz.questions.map((q) => [q.id, q.answer]));

const scenarios = [
  { name: 'GET /api/user', method: 'GET', path: '/api/user' },
  { name: 'GET /api/progress', method: 'GET', path: '/api/progress' },
  { name: 'POST /api/progress', method: 'POST', path: '/api/progress', body: { moduleId: 'basics', lessonId: 'loops', completed: true, answers: loopsAnswers } },
  { name: 'POST /api/game-scores', method: 'POST', path: '/api/game-scores', body: { gameId: 'robot-maze', score: 60 } },
];

async function measure(url, cookies, scenario) {
  let next = 0;
  const result = await autocannon({
    url: `${url}${scenario.path}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        method: scenario.method,
        body: scenario.body ? JSON.stringify(scenario.body) : undefined,
        setupRequest: (request) => ({
          ...request,
          headers: { 'content-type': 'application/json', origin: url, cookie: cookies[next++ % cookies.length] },
        }),
      },
    ],
  });
  const bad = result.non2xx + result.errors;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, bad };
}

async function main() {
  const servers = { with: await serve('with'), without: await serve('without') };
  try {
    const cookies = {
      with: await Promise.all(Array.from({ length: LEARNERS }, () => signUp(servers.with.url))),
      without: await Promise.all(Array.from({ length: LEARNERS }, () => signUp(servers.without.url))),
    };
    console.log(`${SECONDS} s x ${ROUNDS} rounds each, ${CONNECTIONS} connections, PGlite; medians`);
    for (const scenario of scenarios) {
      const runs = { with: [], without: [] };
      for (let round = 0; round < ROUNDS; round++) {
        for (const mode of round % 2 ? ['without', 'with'] : ['with', 'without']) {
          runs[mode].push(await measure(servers[mode].url, cookies[mode], scenario));
        }
      }
      const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
      const line = (mode) =>
        `${mode.padEnd(8)} ${median(runs[mode].map((r) => r.rps)).toFixed(0).padStart(6)} req/s  p50 ${median(runs[mode].map((r) => r.p50))} ms  p99 ${median(runs[mode].map((r) => r.p99))} ms  non-2xx ${runs[mode].reduce((n, r) => n + r.bad, 0)}`;
      console.log(`${scenario.name}\n  ${line('with')}\n  ${line('without')}`);
    }
  } finally {
    servers.with.child.kill();
    servers.without.child.kill();
  }
}

/**
 * The serializer alone, in CPU time (steadier than requests per second on a busy machine):
 * fastify-type-provider-zod's serializer for each hot route's schema against JSON.stringify,
 * on the answers those routes send.
 */
async function serializerCost() {
  const { serializerCompiler } = await import('fastify-type-provider-zod');
  const { publicUser } = await import('../src/domain/api/user-api.ts');
  const { progressList, saveProgressAnswer } = await import('../src/domain/api/progress-api.ts');
  const { postGameScoreAnswer } = await import('../src/domain/api/games-api.ts');
  const user = { id: 7, email: 'sam@example.com', username: 'sam', displayName: 'Sam Lee', firstName: 'Sam', lastName: 'Lee', points: 160, level: 2, avatarId: 1, role: 'learner' };
  const lessons = ['intro-to-coding', 'sequences', 'loops', 'pattern-master', 'conditionals', 'ai-basics'];
  const cases = [
    ['GET /api/user', publicUser, user],
    ['GET /api/progress (6 lessons)', progressList, lessons.map((lessonId) => ({ moduleId: 'basics', lessonId, completed: true }))],
    ['POST /api/progress', saveProgressAnswer, { moduleId: 'basics', lessonId: 'loops', completed: true, pointsAwarded: 0, points: 160, level: 2 }],
    ['POST /api/game-scores', postGameScoreAnswer, { id: 12, gameId: 'robot-maze', score: 60, createdAt: new Date(), pointsAwarded: 6, points: 166, level: 2, dailyLimitReached: false }],
  ];
  const N = 50_000;
  const cpuMicros = (fn) => {
    for (let i = 0; i < 2_000; i++) fn(); // warm up
    const start = process.cpuUsage();
    for (let i = 0; i < N; i++) fn();
    const used = process.cpuUsage(start);
    return (used.user + used.system) / N;
  };
  console.log(`Serializer, CPU time per answer (${N} each):`);
  for (const [name, schema, data] of cases) {
    const serialize = serializerCompiler({ schema, method: 'GET', url: name, httpStatus: '200' });
    const zod = cpuMicros(() => serialize(data));
    const plain = cpuMicros(() => JSON.stringify(data));
    console.log(`  ${name.padEnd(30)} zod ${zod.toFixed(2)} µs   JSON.stringify ${plain.toFixed(2)} µs`);
  }
}

if (!process.env.BENCH_SERVE) {
  await serializerCost();
  if (!process.argv.includes('--serializer-only')) await main();
}
