import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../src/server/db/schema/index';
import { hashToken } from '../../src/server/modules/auth/tokens';
import { createClassRetention } from '../../src/server/modules/classes/class-retention';
import { newJoinCode } from '../../src/server/modules/classes/secrets';
import { insertUser, signIn } from '../support/accounts';
import { solutionOf } from '../support/code-lab';
import { addChild, signInAgain, signUpGrownUp, switchTo, type GrownUp } from '../support/family';
import { api, cookiesFrom, createTestApp, type TestApp } from '../support/test-app';
import { gradedCompletion } from '../support/lesson-work';

// docs/product.md#accounts-and-children, docs/decisions/153-deletes-leave-no-row.md: deleting a
// child, withdrawing consent or deleting a grown-up's account leaves no row about the people
// deleted in any table. The tables come from the schema itself, so a new table is checked too:
// every column that points at a user (a foreign key to users, or a name like user_id / teacher_id)
// must hold a row about the person before (seed it below when you add a table) and none after; and
// no row of any table may still carry their nickname or email anywhere in its text.

const { users } = schema;
const TABLES = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable =>
  is(value, PgTable),
);

/** `table.column` names that point at a user. */
function personColumns(): { table: string; column: string }[] {
  const found: { table: string; column: string }[] = [];
  for (const table of TABLES) {
    const config = getTableConfig(table);
    const names = new Set<string>(table === users ? ['id'] : []);
    for (const fk of config.foreignKeys) {
      const ref = fk.reference();
      if (ref.foreignTable === users) for (const column of ref.columns) names.add(column.name);
    }
    for (const column of config.columns) {
      if (/(^|_)(user|child|student|owner|teacher|person)_id$/.test(column.name))
        names.add(column.name);
    }
    for (const column of names) found.push({ table: config.name, column });
  }
  return found;
}

/**
 * Columns that can never be about a child, with the reason: a child seeds every other one.
 * A grown-up's account seeds all of them.
 */
const NEVER_A_CHILD: Record<string, string> = {
  'classes.teacher_id': 'a teacher is a grown-up’s account',
  'users.family_owner_id': 'a family belongs to a grown-up’s account',
  'mail_batches.created_by': 'only an admin sends a batch',
};

/** Columns that are only ever about a child, with the reason: a grown-up seeds every other one. */
const ONLY_A_CHILD: Record<string, string> = {
  'child_activity.child_id': 'time on task is kept for children only (docs/decisions/270-time-on-task.md)',
  'class_gallery_items.child_id': 'only a class child shares a drawing (docs/decisions/300-sharing-with-the-class.md)',
  'class_gallery_reactions.child_id': 'only a class child reacts (docs/decisions/301-what-the-class-sees.md)',
};

/** Columns that are only ever about a class child: a family child seeds every other one. */
const ONLY_A_CLASS_CHILD: Record<string, string> = {
  'class_gallery_items.child_id': 'only a class child shares a drawing (docs/decisions/300-sharing-with-the-class.md)',
  'class_gallery_reactions.child_id': 'only a class child reacts (docs/decisions/301-what-the-class-sees.md)',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  );

/** For each person column, how many rows point at one of these ids. */
async function pointingAt(ids: number[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { table, column } of personColumns()) {
    const result = await t.database.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} in (${idList(ids)})`,
    );
    counts[`${table}.${column}`] = Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
  }
  return counts;
}

/** Tables with a row whose text (every column) contains one of these words. */
async function tablesMentioning(words: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const table of TABLES) {
    const name = getTableConfig(table).name;
    for (const word of words) {
      const result = await t.database.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(name)} r where strpos(lower(r::text), lower(${word})) > 0`,
      );
      if (Number(rowsOf<{ n: number }>(result)[0]?.n) > 0) found.push(`${name} mentions ${word}`);
    }
  }
  return found;
}

/**
 * Rate-limit keys that end with one of these ids (`<prefix>:<id>`), or that are a class child's
 * picture sign-in run (`join-child:<id>:<code>`).
 */
async function limitKeysNaming(ids: number[]): Promise<string[]> {
  const rows = await t.database.db.select({ key: schema.rateLimits.key }).from(schema.rateLimits);
  return rows
    .map((r) => r.key)
    .filter((key) =>
      ids.some((id) => key.endsWith(`:${id}`) || key.startsWith(`join-child:${id}:`)),
    );
}

const expectOk = async (
  response: Promise<{ statusCode: number; body: string }>,
  status: number,
) => {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(status);
};

const PUSH_KEYS = {
  p256dh: Buffer.alloc(65, 4).toString('base64url'),
  auth: Buffer.alloc(16, 2).toString('base64url'),
};

/** Everything a child does, through the API where a child may, straight into the table where not. */
async function seedChild(childId: number, cookie: string, marker: string): Promise<void> {
  const db = t.database.db;
  const send = (method: 'POST' | 'PUT', url: string, body: unknown) =>
    api(t.app, method, url, { cookie, body });
  await expectOk(
    send('POST', '/api/progress', gradedCompletion('intro-to-coding', 'basics')),
    200,
  );
  await expectOk(send('POST', '/api/game-scores', { gameId: 'robot-maze', score: 60 }), 201);
  await expectOk(
    send('PUT', '/api/chores', {
      chores: [{ id: 'c1', name: `Walk ${marker}`, points: 5, done: true }],
    }),
    200,
  );
  await expectOk(
    send('POST', '/api/code-lab/solves', {
      levelId: 'birthday-1',
      program: solutionOf('birthday-1'),
    }),
    200,
  );
  await expectOk(
    send('PUT', '/api/code-lab/programs/birthday-2', { program: solutionOf('birthday-2') }),
    204,
  );
  await expectOk(
    send('POST', '/api/code-lab/runs', { levelId: 'birthday-2', outcome: 'crashed' }),
    204,
  );
  await expectOk(
    send('POST', '/api/code-lab/drawings', {
      title: `${marker}'s square`,
      program: { version: 1, body: [{ id: 'a', op: 'forward' }] },
    }),
    201,
  );
  await expectOk(
    send('POST', '/api/feedback', {
      feedbackType: 'idea',
      subject: 'Robots',
      message: `I am ${marker} and I like robots`,
    }),
    201,
  );
  // A child's session reaches none of these: stored straight, to prove the delete covers them.
  const now = new Date();
  const later = new Date(now.getTime() + 60_000);
  await db.insert(schema.pushSubscriptions).values({
    userId: childId,
    endpoint: `https://push.example.com/${marker}`,
    ...PUSH_KEYS,
    delayMs: 60_000,
    nextReminderAt: later,
  });
  await db
    .insert(schema.passwordResets)
    .values({ tokenHash: hashToken(marker), userId: childId, expiresAt: later });
  await db.insert(schema.emailConfirmations).values({
    tokenHash: hashToken(`${marker}-c`),
    userId: childId,
    email: `${marker}@example.com`,
    expiresAt: later,
  });
  await db.insert(schema.consents).values({ userId: childId, noticeVersion: 'x' });
  // A Pattern Puzzler play dealt to the child (the route deals only from level 4).
  await db.insert(schema.patternPlays).values({ userId: childId, seed: 1 });
  const [message] = await db
    .insert(schema.mailMessages)
    .values({ subject: 'Hi', text: `Dear ${marker}` })
    .returning();
  await db.insert(schema.mailOutbox).values({
    mailMessageId: message!.id,
    userId: childId,
    toEmail: `${marker}@example.com`,
    messageId: `<${marker}@example.com>`,
  });
}

/** A grown-up's account through the API: sign-in, learning, reminders, a reset link, a class, mail. */
async function seedGrownUp(grownUp: GrownUp, cookie: string): Promise<void> {
  const db = t.database.db;
  const send = (method: 'POST' | 'PUT', url: string, body: unknown) =>
    api(t.app, method, url, { cookie, body });
  await expectOk(
    send('POST', '/api/progress', gradedCompletion('intro-to-coding', 'basics')),
    200,
  );
  await expectOk(send('POST', '/api/game-scores', { gameId: 'robot-maze', score: 60 }), 201);
  await expectOk(
    send('PUT', '/api/chores', { chores: [{ id: 'c1', name: 'Tidy up', points: 5, done: false }] }),
    200,
  );
  // A Pattern Puzzler play dealt to them (the route deals only from level 4).
  await db.insert(schema.patternPlays).values({ userId: grownUp.id, seed: 2 });
  await expectOk(
    send('POST', '/api/code-lab/solves', {
      levelId: 'birthday-1',
      program: solutionOf('birthday-1'),
    }),
    200,
  );
  await expectOk(
    send('PUT', '/api/code-lab/programs/birthday-2', { program: solutionOf('birthday-2') }),
    204,
  );
  await expectOk(
    send('POST', '/api/code-lab/drawings', {
      title: 'A house',
      program: { version: 1, body: [{ id: 'a', op: 'forward' }] },
    }),
    201,
  );
  await expectOk(
    send('POST', '/api/feedback', { feedbackType: 'bug', subject: 'Hi', message: 'A bug' }),
    201,
  );
  await expectOk(
    send('POST', '/api/push/subscribe', {
      subscription: { endpoint: `http://127.0.0.1:9/push/${grownUp.id}`, keys: PUSH_KEYS },
    }),
    201,
  );
  await expectOk(send('POST', '/api/password-reset-request', { email: grownUp.email }), 200);
  await expectOk(send('POST', '/api/confirm-email/resend', {}), 200);
  await expectOk(
    api(t.app, 'POST', '/api/login', {
      body: { email: grownUp.email, password: 'wrong-password' },
    }),
    401,
  );
  const [klass] = await db
    .insert(schema.classes)
    .values({ teacherId: grownUp.id, name: 'Class 5', joinCode: randomBytes(5).toString('hex') })
    .returning();
  // Work set for the class (docs/product/classes.md#assignments): it goes with the class.
  await expectOk(
    send('POST', `/api/classes/${klass!.id}/assignments`, {
      title: 'Loops week',
      items: [{ kind: 'lesson', id: 'loops' }],
    }),
    201,
  );
  // An admin writes to them; a batch they sent as an admin.
  const admin = await insertUser(db, { role: 'admin', kind: 'grown-up' });
  const adminCookie = await signIn(db, admin);
  await expectOk(
    api(t.app, 'POST', '/api/admin/send-user-email', {
      cookie: adminCookie,
      body: { userId: grownUp.id, subject: 'Hello', message: `Hello ${grownUp.email}` },
    }),
    200,
  );
  await db.insert(schema.mailBatches).values({ subject: 'News', createdBy: grownUp.id, total: 0 });
  // Wait for the background reset email's link to be stored.
  for (let i = 0; i < 100; i++) {
    const rows = await db
      .select()
      .from(schema.passwordResets)
      .where(sql`user_id = ${grownUp.id}`);
    if (rows.length > 0) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return void klass;
}

/**
 * The class child's drawing in the class gallery (docs/product/classes.md#class-gallery): the
 * teacher opens it, the child shares, the teacher approves, the child reacts.
 */
async function seedGallery(classId: number, teacherCookie: string, childCookie: string) {
  const send = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie: string, body?: unknown) =>
    api(t.app, method, url, { cookie, body });
  await expectOk(send('PATCH', `/api/classes/${classId}`, teacherCookie, { galleryOn: true }), 200);
  const drawings = await send('GET', '/api/code-lab/drawings', childCookie);
  const [drawing] = drawings.json<{ id: number }[]>();
  const shared = await send('POST', `/api/code-lab/drawings/${drawing!.id}/share`, childCookie);
  expect(shared.statusCode, shared.body).toBe(201);
  const { itemId } = shared.json<{ itemId: number }>();
  await expectOk(
    send('POST', `/api/classes/${classId}/gallery/${itemId}/approve`, teacherCookie),
    200,
  );
  await expectOk(
    send('POST', `/api/class-gallery/${itemId}/reactions`, childCookie, { kind: 'star' }),
    204,
  );
}

/** A world: grown-up G with a family child and a class with a child, each seeded; and others. */
async function world() {
  const db = t.database.db;
  // Feedback is limited per address; every world sends a few.
  await db.delete(schema.rateLimits).where(sql`starts_with(key, 'feedback:')`);
  const grownUp = await signUpGrownUp(t);
  const marker = `zq${randomBytes(4).toString('hex')}`;
  const child = await addChild(t, grownUp, { nickname: marker });
  const childCookie = await switchTo(t, grownUp.cookie, child.id);
  await seedChild(child.id, childCookie, marker);
  const cookie = await signInAgain(t, grownUp);
  await seedGrownUp(grownUp, cookie);
  const [klass] = await db
    .select()
    .from(schema.classes)
    .where(sql`teacher_id = ${grownUp.id}`);
  const classMarker = `zc${randomBytes(4).toString('hex')}`;
  const [classChild] = await db
    .insert(users)
    .values({
      kind: 'child',
      nickname: classMarker,
      username: classMarker,
      displayName: classMarker,
      firstName: '',
      lastName: '',
      classId: klass!.id,
      pictureSecret: 'cat+sun',
      unsubscribeToken: randomBytes(16).toString('hex'),
    })
    .returning();
  const classCookie = await signIn(db, classChild!);
  await seedChild(classChild!.id, classCookie, classMarker);
  await seedGallery(klass!.id, cookie, classCookie);
  // Someone else's family, which must not be touched.
  const other = await signUpGrownUp(t);
  const otherChild = await addChild(t, other);
  const otherChildCookie = await switchTo(t, other.cookie, otherChild.id);
  await seedChild(otherChild.id, otherChildCookie, `zo${randomBytes(4).toString('hex')}`);
  return {
    grownUp,
    cookie,
    child: { id: child.id, marker, cookie: childCookie },
    classChild: { id: classChild!.id, marker: classMarker, cookie: classCookie },
    classId: klass!.id,
    others: [other.id, otherChild.id],
  };
}

/** Every person column holds a row about the person (except those that cannot be, for its kind). */
function expectSeeded(
  counts: Record<string, number>,
  kind: 'class-child' | 'family-child' | 'grown-up',
) {
  const missing = Object.entries(counts)
    .filter(
      ([column, n]) =>
        n === 0 &&
        !(kind !== 'grown-up' && column in NEVER_A_CHILD) &&
        !(kind === 'family-child' && column in ONLY_A_CLASS_CHILD) &&
        !(kind === 'grown-up' && column in ONLY_A_CHILD),
    )
    .map(([column]) => column);
  expect(missing, 'seed these for the test (a new table or column about a person?)').toEqual([]);
}

/** How many assignments the class has (they go with the class, not with a child). */
const assignmentsOf = (classId: number) =>
  t.database.db.$count(schema.classAssignments, sql`class_id = ${classId}`);

const gone = (counts: Record<string, number>) =>
  Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([column]) => column);

describe('deleting leaves no row about the people deleted', () => {
  it('finds the person columns of the schema', () => {
    const columns = personColumns().map((c) => `${c.table}.${c.column}`);
    for (const expected of [
      'users.id',
      'sessions.user_id',
      'code_lab_solves.user_id',
      'classes.teacher_id',
      'feedback.user_id',
    ])
      expect(columns).toContain(expected);
  });

  it('DELETE /api/family/children/:id: the child, at once, in every table; the rest stays', async () => {
    const w = await world();
    expectSeeded(await pointingAt([w.child.id]), 'family-child');
    expectSeeded(await pointingAt([w.classChild.id]), 'class-child');
    expect(await limitKeysNaming([w.child.id])).not.toEqual([]);
    const before = await pointingAt([w.grownUp.id, ...w.others]);

    const wrong = await api(t.app, 'DELETE', `/api/family/children/${w.child.id}`, {
      cookie: w.cookie,
      body: { password: 'not-it-at-all' },
    });
    expect(wrong.statusCode).toBe(403);
    expect(gone(await pointingAt([w.child.id]))).not.toEqual([]);
    const deleted = await api(t.app, 'DELETE', `/api/family/children/${w.child.id}`, {
      cookie: w.cookie,
      body: { password: w.grownUp.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);

    expect(gone(await pointingAt([w.child.id]))).toEqual([]);
    expect(await tablesMentioning([w.child.marker])).toEqual([]);
    expect(await limitKeysNaming([w.child.id])).toEqual([]);
    // Its session is gone: the next request is a guest's.
    expect((await api(t.app, 'GET', '/api/user', { cookie: w.child.cookie })).statusCode).toBe(401);
    // Nobody else lost anything (the family lost its link to the child, nothing more).
    expect(await pointingAt([w.grownUp.id, ...w.others])).toEqual({
      ...before,
      'users.family_owner_id': before['users.family_owner_id']! - 1,
    });
    expect(gone(await pointingAt([w.classChild.id]))).not.toEqual([]);
  });

  it('DELETE /api/consent: every child the grown-up made, family and class; the grown-up and the class stay', async () => {
    const w = await world();
    const before = await pointingAt([w.grownUp.id, ...w.others]);
    const response = await api(t.app, 'DELETE', '/api/consent', {
      cookie: w.cookie,
      body: { password: w.grownUp.password },
    });
    expect(response.statusCode, response.body).toBe(204);
    const children = [w.child.id, w.classChild.id];
    expect(gone(await pointingAt(children))).toEqual([]);
    expect(await tablesMentioning([w.child.marker, w.classChild.marker])).toEqual([]);
    expect(await limitKeysNaming(children)).toEqual([]);
    for (const cookie of [w.child.cookie, w.classChild.cookie])
      expect((await api(t.app, 'GET', '/api/user', { cookie })).statusCode).toBe(401);
    // The grown-up's own rows stay (the family's link to its children is all that went).
    expect(await pointingAt([w.grownUp.id, ...w.others])).toEqual({
      ...before,
      'users.family_owner_id': before['users.family_owner_id']! - 1,
    });
    const [klass] = await t.database.db
      .select()
      .from(schema.classes)
      .where(sql`id = ${w.classId}`);
    expect(klass).toBeDefined();
    expect(await assignmentsOf(w.classId)).toBe(1);
  });

  it('DELETE /api/user: the grown-up, their family, their classes and their children; cookies cleared', async () => {
    const w = await world();
    const people = [w.grownUp.id, w.child.id, w.classChild.id];
    expectSeeded(await pointingAt([w.grownUp.id]), 'grown-up');
    expect(await tablesMentioning([w.grownUp.email])).not.toEqual([]);
    const othersBefore = await pointingAt(w.others);

    const wrong = await api(t.app, 'DELETE', '/api/user', {
      cookie: w.cookie,
      body: { password: 'nope-nope' },
    });
    expect(wrong.statusCode).toBe(403);
    const response = await api(t.app, 'DELETE', '/api/user', {
      cookie: w.cookie,
      body: { password: w.grownUp.password },
    });
    expect(response.statusCode, response.body).toBe(204);
    expect(
      response.cookies
        .filter((c) => c.value === '')
        .map((c) => c.name)
        .sort(),
    ).toEqual(['sid', 'signed_in']);
    expect(cookiesFrom(response)).toBe('');

    expect(gone(await pointingAt(people))).toEqual([]);
    expect(await tablesMentioning([w.grownUp.email, w.child.marker, w.classChild.marker])).toEqual(
      [],
    );
    expect(await limitKeysNaming(people)).toEqual([]);
    expect(await assignmentsOf(w.classId)).toBe(0);
    expect(await pointingAt(w.others)).toEqual(othersBefore);
    expect((await api(t.app, 'GET', '/api/user', { cookie: w.cookie })).statusCode).toBe(401);
    const login = await api(t.app, 'POST', '/api/login', {
      body: { email: w.grownUp.email, password: w.grownUp.password },
    });
    expect(login.statusCode).toBe(401);
  });
});

describe('deleting a class child leaves no row about it (docs/product.md#classes)', () => {
  /** The world's class with a real join code, and a missed picture sign-in of its child. */
  async function classWorld() {
    const w = await world();
    const joinCode = newJoinCode();
    await t.database.db
      .update(schema.classes)
      .set({ joinCode })
      .where(sql`id = ${w.classId}`);
    const miss = await api(t.app, 'POST', '/api/join', {
      body: { joinCode, studentId: w.classChild.id, pictures: ['dog', 'moon'] },
    });
    expect(miss.statusCode).toBe(401);
    expectSeeded(await pointingAt([w.classChild.id]), 'class-child');
    expect(await limitKeysNaming([w.classChild.id])).toContain(
      `join-child:${w.classChild.id}:${joinCode}`,
    );
    return w;
  }

  function expectClassChildGone(w: Awaited<ReturnType<typeof world>>) {
    return async () => {
      expect(gone(await pointingAt([w.classChild.id]))).toEqual([]);
      expect(await tablesMentioning([w.classChild.marker])).toEqual([]);
      expect(await limitKeysNaming([w.classChild.id])).toEqual([]);
      const session = await api(t.app, 'GET', '/api/user', { cookie: w.classChild.cookie });
      expect(session.statusCode).toBe(401);
    };
  }

  it('DELETE /api/classes/:id/students/:studentId: the child, at once; the rest stays', async () => {
    const w = await classWorld();
    const before = await pointingAt([w.grownUp.id, w.child.id, ...w.others]);
    const response = await api(
      t.app,
      'DELETE',
      `/api/classes/${w.classId}/students/${w.classChild.id}`,
      { cookie: w.cookie },
    );
    expect(response.statusCode, response.body).toBe(204);
    await expectClassChildGone(w)();
    expect(await assignmentsOf(w.classId)).toBe(1);
    expect(await pointingAt([w.grownUp.id, w.child.id, ...w.others])).toEqual(before);
  });

  it('class retention: 30 days after its class was archived, the child and the class go', async () => {
    const w = await classWorld();
    const before = await pointingAt([w.grownUp.id, w.child.id, ...w.others]);
    const archived = await api(t.app, 'POST', `/api/classes/${w.classId}/archive`, {
      cookie: w.cookie,
    });
    expect(archived.statusCode, archived.body).toBe(200);
    const archivedAt = new Date(archived.json<{ archivedAt: string }>().archivedAt);
    const retention = createClassRetention({
      db: t.database.db,
      log: t.app.log,
      mailOrigin: () => ({ origin: 'http://localhost:3000', host: 'localhost' }),
    });
    expect(await assignmentsOf(w.classId)).toBe(1);
    await retention.runOnce(new Date(archivedAt.getTime() + 30 * 24 * 60 * 60 * 1000));
    await expectClassChildGone(w)();
    expect(await assignmentsOf(w.classId)).toBe(0);
    expect(await pointingAt([w.grownUp.id, w.child.id, ...w.others])).toEqual({
      ...before,
      'classes.teacher_id': before['classes.teacher_id']! - 1,
    });
  });
});
