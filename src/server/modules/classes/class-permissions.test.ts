import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { api, createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { signIn } from '../../../../tests/support/accounts';
import { insertTeacher, makeClass } from '../../../../tests/support/classes';
import type { ClassDetail } from '../../../domain/api/class-api';

const englishWords = translatorFor('en');
import { translatorFor } from '../../i18n/translators';
import { users } from '../../db/schema/index';

// Who may do what with a class (docs/product.md#classes): only its teacher. Another teacher and
// an admin get 404 for it (as if it did not exist), a child's session 403 on every class
// endpoint (its own class's too), a guest 401.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Who =
  'guest' | 'teacher' | 'other teacher' | 'child of the class' | 'child of another class' | 'admin';
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
type Row = {
  method: Method;
  url: (c: ClassDetail) => string;
  body?: unknown;
  status: Record<Who, number>;
};

const notOurs = { 'other teacher': 404, admin: 404 } as const;
const refused = { guest: 401, 'child of the class': 403, 'child of another class': 403 } as const;
const classRow = (method: Method, path: string, ok: number, body?: unknown): Row => ({
  method,
  url: (c) => `/api/classes/${c.id}${path}`,
  body,
  status: { ...refused, ...notOurs, teacher: ok },
});
const studentRow = (method: Method, path: string, ok: number, body?: unknown): Row => ({
  method,
  url: (c) =>
    `/api/classes/${c.id}/students/${c.students.find((s) => s.nickname === 'Bo')!.id}${path}`,
  body,
  status: { ...refused, ...notOurs, teacher: ok },
});

// In this order for the teacher: the child is removed last.
const table: Row[] = [
  {
    method: 'GET',
    url: () => '/api/classes',
    status: { ...refused, teacher: 200, 'other teacher': 200, admin: 200 },
  },
  {
    method: 'POST',
    url: () => '/api/classes',
    body: { name: 'Their own' },
    status: { ...refused, teacher: 201, 'other teacher': 201, admin: 201 },
  },
  classRow('GET', '', 200),
  classRow('PATCH', '', 200, { name: 'Renamed' }),
  classRow('POST', '/join-code', 200),
  classRow('POST', '/archive', 200),
  classRow('POST', '/restore', 200),
  classRow('POST', '/students', 201, { nicknames: ['Newcomer'] }),
  classRow('GET', '/progress', 200),
  classRow('GET', '/export', 200),
  classRow('POST', '/sign-in/unlock', 204),
  studentRow('PATCH', '', 200, { nickname: 'Bo' }),
  studentRow('POST', '/pictures', 200),
  studentRow('DELETE', '', 204),
];

describe('class endpoints: who gets what', () => {
  it('answers each of guest, teacher, other teacher, children and admin with its exact status', async () => {
    const db = t.database.db;
    const teacher = await insertTeacher(db);
    const other = await insertTeacher(db);
    const admin = await insertTeacher(db);
    await db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.teacher.id));
    const adminCookie = await signIn(db, { ...admin.teacher, role: 'admin' });
    const made = await makeClass(t.app, teacher.cookie, 'Owls', ['Bo', 'Amy']);
    const otherClass = await makeClass(t.app, other.cookie, 'Otters', ['Cy']);
    const childCookie = await signIn(db, {
      id: made.students[0]!.id,
      role: 'learner',
      classId: made.id,
    });
    const otherChildCookie = await signIn(db, {
      id: otherClass.students[0]!.id,
      role: 'learner',
      classId: otherClass.id,
    });
    const cookies: Record<Who, string | undefined> = {
      guest: undefined,
      teacher: teacher.cookie,
      'other teacher': other.cookie,
      'child of the class': childCookie,
      'child of another class': otherChildCookie,
      admin: adminCookie,
    };
    const snapshot = async () =>
      (
        (await db.execute(
          sql`select md5(string_agg(r::text, '|' order by r::text)) as sum from (
                select id, name, join_code, archived_at from classes where id = ${made.id}
                union all select id, nickname, picture_secret, null from users where class_id = ${made.id}) r`,
        )) as unknown as { rows: { sum: string }[] }
      ).rows[0]!.sum;

    const before = await snapshot();
    const seen: string[] = [];
    const expected: string[] = [];
    const order: Who[] = [
      'guest',
      'other teacher',
      'child of the class',
      'child of another class',
      'admin',
      'teacher',
    ];
    for (const who of order) {
      if (who === 'teacher') expect(await snapshot(), 'nobody else changed the class').toBe(before);
      for (const row of table) {
        const response = await api(t.app, row.method, row.url(made), {
          cookie: cookies[who],
          body: row.body,
        });
        const label = `${who}: ${row.method} ${row.url(made).replace(/\d+/g, ':id')}`;
        seen.push(`${label} -> ${response.statusCode}`);
        expected.push(`${label} -> ${row.status[who]}`);
        if (response.statusCode === 401)
          expect(response.json()).toEqual({ message: englishWords('server.auth.notSignedIn') });
        if (who.startsWith('child'))
          expect(response.json()).toEqual({ message: englishWords('server.auth.notAllowed') });
      }
    }
    expect(seen).toEqual(expected);
  });
});
