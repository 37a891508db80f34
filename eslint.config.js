import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { boundaries } from './scripts/eslint/boundaries.js';
import wordsPlugin from './scripts/eslint/no-ui-literals.js';

const DETERMINISTIC =
  'The Code Lab gives the same run in the page and on the server: no clock, no Math.random (use a seeded prng).';
const CLOCKS = ['Date', 'performance', 'setTimeout', 'setInterval', 'setImmediate', 'requestAnimationFrame', 'queueMicrotask', 'crypto'];

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'dist-ssr', 'node_modules', '.tmp', 'test-results', 'playwright-report', 'src/server/db/migrations', 'data', 'src/i18n/generated', 'content/generated'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, boundaries },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'boundaries/dependency-rules': 'error',
      'boundaries/points-ledger': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // The API's response schemas are zod (src/domain/api/*-api.ts): the web takes only their types,
    // so zod stays out of the first load (docs/decisions/096-one-contract-both-ways.md).
    files: ['src/web/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)domain/api/[a-z-]+$',
              allowTypeImports: true,
              message: 'The web imports API schemas as types only: `import type { ... }`.',
            },
          ],
        },
      ],
    },
  },
  {
    // Words a person reads come from the catalogues (docs/product/languages.md#checks).
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/**/*.test.{ts,tsx}'],
    plugins: { words: wordsPlugin },
    rules: { 'words/no-ui-literals': 'error' },
  },
  {
    // The Code Lab runs the same in the page and on the server: nothing in it reads a clock or
    // Math.random (seeded randomness only: random-programs.ts `prng`). Its tests may time a run.
    // docs/decisions/392-a-stage-kind-is-one-folder.md
    files: ['src/domain/code-lab/**/*.ts'],
    ignores: ['src/domain/code-lab/**/*.test.ts'],
    rules: {
      'no-restricted-globals': ['error', ...CLOCKS.map((name) => ({ name, message: DETERMINISTIC }))],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: DETERMINISTIC },
        ...CLOCKS.flatMap((property) =>
          ['globalThis', 'window', 'self'].map((object) => ({ object, property, message: DETERMINISTIC })),
        ),
        { object: 'crypto', property: 'getRandomValues', message: DETERMINISTIC },
        { object: 'crypto', property: 'randomUUID', message: DETERMINISTIC },
      ],
    },
  },
  {
    files: ['scripts/**', 'tests/**', 'src/server/main.ts'],
    rules: { 'no-console': 'off' },
  },
);
