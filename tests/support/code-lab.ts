import { sql } from 'drizzle-orm';
import { api, type TestApp } from './test-app';
import type { Program } from '../../src/domain/code-lab/program';
import { pointEvents } from '../../src/server/db/schema/index';

// Helpers shared by the Code Lab API tests.

// A level's reference solution (server-only content,
// docs/decisions/260-solutions-stay-on-the-server.md).
export { gameSolutionOf, solutionOf } from '../../content/code-lab/reference-solutions';

export const postSolve = (t: TestApp, cookie: string | undefined, body: unknown) =>
  api(t.app, 'POST', '/api/code-lab/solves', { cookie, body });

export const ledgerKeys = async (t: TestApp, userId: number): Promise<string[]> => {
  const rows = await t.database.db
    .select({ key: pointEvents.sourceKey })
    .from(pointEvents)
    .where(sql`${pointEvents.userId} = ${userId}`);
  return rows.map((r) => r.key).sort();
};

/** The same solution with one more block (a useless turn or forward), so it earns 2 stars. */
export const longer = (program: Program): Program => ({
  version: 1,
  body: [...program.body, { id: 'extra', op: 'forward' }],
});
