import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { boundaries } from './scripts/eslint/boundaries.js';
import wordsPlugin from './scripts/eslint/no-ui-literals.js';

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'node_modules', '.tmp', 'test-results', 'playwright-report', 'src/server/db/migrations', 'data', 'src/i18n/generated'] },
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
    files: ['scripts/**', 'tests/**', 'src/server/main.ts'],
    rules: { 'no-console': 'off' },
  },
);
