import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { ClassDetail, ClassSummary } from '../../src/domain/api/class-api';
import type { Db } from '../../src/server/db/client';
import { consents, users } from '../../src/server/db/schema/index';
import { insertUser, signIn, type InsertedUser } from './accounts';
import { api } from './test-app';

/**
 * A grown-up who can teach: kind 'grown-up' with a consent that stands (stored straight into
 * the database; the consent email itself is tested with the family module), signed in.
 */
export async function insertTeacher(
  db: Db,
  overrides: Parameters<typeof insertUser>[1] = {},
): Promise<{ teacher: InsertedUser; cookie: string }> {
  const inserted = await insertUser(db, overrides);
  const [teacher] = await db
    .update(users)
    .set({ kind: 'grown-up', emailConfirmedAt: new Date() })
    .where(eq(users.id, inserted.id))
    .returning();
  await db.insert(consents).values({ userId: inserted.id, noticeVersion: 'test' });
  return { teacher: teacher!, cookie: await signIn(db, teacher!) };
}

/** A class made through the API, with these children (pasted as one list). */
export async function makeClass(
  app: FastifyInstance,
  cookie: string,
  name: string,
  nicknames: string[] = [],
): Promise<ClassDetail> {
  const created = await api(app, 'POST', '/api/classes', { cookie, body: { name } });
  expect(created.statusCode, created.body).toBe(201);
  const summary = created.json<ClassSummary>();
  if (nicknames.length > 0) {
    const added = await api(app, 'POST', `/api/classes/${summary.id}/students`, {
      cookie,
      body: { nicknames },
    });
    expect(added.statusCode, added.body).toBe(201);
  }
  const detail = await api(app, 'GET', `/api/classes/${summary.id}`, { cookie });
  expect(detail.statusCode, detail.body).toBe(200);
  return detail.json<ClassDetail>();
}
