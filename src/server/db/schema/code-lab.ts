import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { LabProgram } from '../../../domain/code-lab/level-program';
import { CREATION_KINDS } from '../../../domain/creations';
import { users } from './users';

// The Code Lab (docs/product/code-lab.md#api,
// docs/decisions/130-code-lab-solves-verified-in-one-statement.md). Deleting a user deletes all of
// it.

/** A level the user has solved: best stars, the last solving program. */
export const codeLabSolves = pgTable(
  'code_lab_solves',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    levelId: text('level_id').notNull(),
    stars: smallint('stars').notNull(),
    program: jsonb('program').$type<LabProgram>().notNull(),
    firstSolvedAt: timestamp('first_solved_at', { withTimezone: true }).notNull(),
    solvedAt: timestamp('solved_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.levelId] })],
);

/**
 * The levels of one world the user has solved. Every solve adds its level here with an
 * upsert in the same statement, which sees every committed solve, so the world bonus is paid
 * when the sixth level arrives even if the last two are solved at once
 * (docs/decisions/130-code-lab-solves-verified-in-one-statement.md).
 */
export const codeLabWorlds = pgTable(
  'code_lab_worlds',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: text('game_id').notNull(),
    levelIds: text('level_ids').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gameId] })],
);

/** The program a user is working on in a level, kept so they can come back to it. */
export const codeLabPrograms = pgTable(
  'code_lab_programs',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    levelId: text('level_id').notNull(),
    program: jsonb('program').$type<LabProgram>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.levelId] })],
);

/** Run counters per user and level: not a row per run (at most one counted a second). */
export const codeLabRuns = pgTable(
  'code_lab_runs',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    levelId: text('level_id').notNull(),
    runs: integer('runs').notNull(),
    /** Runs that did not solve since the level was last solved. */
    failsSinceSolve: integer('fails_since_solve').notNull(),
    /**
     * Every run that failed, solved or not since (the child's work,
     * docs/decisions/271-a-childs-code-lab-work.md).
     */
    fails: integer('fails').notNull().default(0),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.levelId] })],
);

/**
 * A creation from a lab's free studio (docs/product/code-lab.md#creations-by-kind,
 * docs/decisions/393-creations-by-kind.md): its kind, its program, never an image, and a title
 * its owner gave it (shown to the owner and their grown-ups only). The table keeps its first name,
 * drawings, the first kind. At most CREATIONS_MAX_PER_KIND per person per kind; deleting the person
 * deletes them.
 */
export const codeLabDrawings = pgTable(
  'code_lab_drawings',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Which lab's: every row from before kinds is a drawing. */
    kind: text('kind', { enum: CREATION_KINDS }).notNull().default('drawing'),
    title: text('title').notNull(),
    program: jsonb('program').$type<LabProgram>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('code_lab_drawings_user_kind_idx').on(t.userId, t.kind, t.createdAt),
    check(
      'code_lab_drawings_kind',
      sql`${t.kind} in ('drawing', 'game', 'tune', 'page', 'finder')`,
    ),
  ],
);
