// `npm run dev`: the API on :3001 (restarts on change) and Vite on :5173 with a proxy to it.
import { spawn, spawnSync } from 'node:child_process';

// The message catalogues compiled first (locales/ -> src/i18n/generated); run `npm run i18n` after editing them.
spawnSync(process.execPath, ['scripts/i18n/compile.mjs'], { stdio: 'inherit' });

const env = { ...process.env, NODE_ENV: 'development', PORT: '3001', APP_ORIGIN: 'http://localhost:5173', DATA_DIR: process.env.DATA_DIR ?? './data/dev' };
const children = [
  spawn('npx', ['tsx', 'watch', 'src/server/main.ts'], { stdio: 'inherit', env }),
  spawn('npx', ['vite'], { stdio: 'inherit', env }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
