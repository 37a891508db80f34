// `npm test`: the whole suite — lint, typecheck, unit + API tests (Vitest), the production
// build, the bundle budget and the check that it holds no reference solution, and the
// end-to-end journeys in a system Chromium (Playwright).
// Prints one closing line: "tests: N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureTestBrowser } from './chromium.mjs';

const only = process.argv.slice(2); // e.g. `npm test -- unit e2e`
const want = (step) => only.length === 0 || only.includes(step);
const bin = (name) => `node_modules/.bin/${name}`;
let passed = 0;
let failed = 0;
const failures = [];

function run(step, command, args, env = {}) {
  console.log(`\n▶ ${step}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) failures.push(step);
  return result.status === 0;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  passed += stats?.expected ?? 0;
  failed += (stats?.unexpected ?? 0) + (stats?.flaky ?? 0);
}

mkdirSync('.tmp', { recursive: true });
// The message catalogues compiled for the code that imports them (locales/ -> src/i18n/generated).
run('i18n', process.execPath, ['scripts/i18n/compile.mjs']);
if (want('lint')) {
  run('lint', bin('eslint'), ['.', '--max-warnings=0']);
  // Dead code: files, exports and dependencies nothing uses (knip.jsonc, docs/decisions/095-dead-code-check.md).
  run('lint', bin('knip'), ['--no-progress']);
  run('lint', process.execPath, ['scripts/check-doc-refs.mjs']);
}
// tsgo, TypeScript's native compiler: the same checks as tsc, in a tenth of the time
// (docs/decisions/397-ci-within-forty-minutes.md).
if (want('typecheck')) run('typecheck', bin('tsgo'), ['--noEmit', '-p', 'tsconfig.json']);
if (want('unit') || want('api')) {
  rmSync('.tmp/vitest-results.json', { force: true });
  const projects = [want('unit') && ['--project', 'unit', '--project', 'unit-web'], want('api') && ['--project', 'api*']].filter(Boolean).flat();
  run('vitest', bin('vitest'), ['run', ...projects, '--reporter=default', '--reporter=json', '--outputFile.json=.tmp/vitest-results.json']);
  countVitest('.tmp/vitest-results.json');
}
// The labs' time budgets, alone on the machine: timed beside the other projects' workers, their CPU
// time grew by a quarter (docs/decisions/418-time-budgets-run-alone.md).
if (want('unit')) {
  rmSync('.tmp/vitest-budgets.json', { force: true });
  run('budgets', bin('vitest'), ['run', '--project', 'budgets', '--reporter=default', '--reporter=json', '--outputFile.json=.tmp/vitest-budgets.json']);
  countVitest('.tmp/vitest-budgets.json');
}
if (want('build')) {
  run('build', bin('vite'), ['build', '--logLevel', 'warn']);
  // The app as the server renders it (docs/decisions/401-the-first-paint-from-the-server.md).
  run('build', bin('vite'), ['build', '--ssr', 'src/web/server-entry.tsx', '--logLevel', 'warn']);
  run('build', process.execPath, ['scripts/build-server.mjs']);
}
if (want('size') && existsSync('scripts/size.mjs')) run('size', 'node', ['scripts/size.mjs']);
// No level's reference solution in what the browser gets (docs/decisions/260-solutions-stay-on-the-server.md).
if (want('size')) run('size', 'node', ['scripts/check-dist-solutions.mjs']);
// No lesson guide's answers or warm-ups either: guides come from the server, for grown-ups
// (docs/decisions/291-guides-stay-on-the-server.md).
if (want('size')) run('size', 'node', ['scripts/check-dist-guides.mjs']);
if (want('e2e')) {
  const browser = ensureTestBrowser();
  rmSync('.tmp/playwright-results.json', { force: true });
  run('e2e', bin('playwright'), ['test'], { CHROMIUM_PATH: browser });
  countPlaywright('.tmp/playwright-results.json');
}

if (failures.length) console.log(`\nFailed steps: ${failures.join(', ')}`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failures.length ? 1 : 0);
