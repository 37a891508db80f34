import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM lint plugin shared with eslint.config.js
import { boundaries } from '../../../../scripts/eslint/boundaries.js';

// The lint rule that keeps the ledger and the balance in this module
// (docs/decisions/094-points-have-one-home.md) flags what it must and lets the rest be.

const root = path.resolve(import.meta.dirname, '../../../..');
const linter = new Linter({ configType: 'flat' });
const problems = (file: string, code: string) =>
  linter
    .verify(
      code,
      [
        {
          files: ['**/*.ts'],
          languageOptions: { parser: tseslint.parser },
          plugins: { boundaries },
          rules: { 'boundaries/points-ledger': 'error' },
        },
      ],
      { filename: path.join(root, file) },
    )
    .map((m) => m.message);

const elsewhere = 'src/server/modules/games/some-repository.ts';

describe('lint rule boundaries/points-ledger', () => {
  it('refuses the ledger table and balance writes outside the points module', () => {
    const cases = [
      "import { pointEvents } from '../../db/schema/index';",
      'const q = sql`insert into point_events (user_id, source_key, points) values (1, 2, 3)`;',
      "const q = sql`update users set points = users.points + ${n} where id = ${id}`;",
      "const q = 'UPDATE users SET display_name = 1, points = 2';",
      'db.update(users).set({ points: 5 }).where(x);',
      'db.update(users).set({ ...changes }).where(x);',
    ];
    for (const code of cases) {
      expect(problems(elsewhere, code), code).toEqual([
        expect.stringContaining('Only the points module'),
      ]);
    }
  });

  it('lets reads, other tables and the points module itself be', () => {
    const fine = [
      'const q = sql`select points from users where id = ${id}`;',
      'db.update(users).set({ displayName: name }).where(x);',
      'db.update(sessions).set({ points: 1 });',
      "const label = 'points';",
    ];
    for (const code of fine) expect(problems(elsewhere, code), code).toEqual([]);
    const ledger = 'const q = sql`insert into point_events values (1)`; db.update(users).set({ points: 1 });';
    expect(problems('src/server/modules/points/ledger-repository.ts', ledger)).toEqual([]);
    expect(problems('src/server/modules/games/game-scores.test.ts', ledger)).toEqual([]);
  });

  it('keeps the points module free of other modules', () => {
    expect(
      problems('src/server/modules/points/x.ts', "import { a } from '../games/game-play';"),
    ).toEqual([expect.stringContaining('imports no other module')]);
    expect(problems('src/server/modules/points/x.ts', "import { a } from '../../db/client';")).toEqual(
      [],
    );
  });
});
