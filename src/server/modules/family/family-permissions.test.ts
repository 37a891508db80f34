import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classes, consents } from '../../db/schema/index';
import { CHILDREN_NOTICE_VERSION } from '../../../domain/accounts/children-notice';
import { hashPassword } from '../auth/password';
import { insertChild, insertUser, signIn } from '../../../../tests/support/accounts';
import { api, createTestApp, type TestApp } from '../../../../tests/support/test-app';

// Who may do what (docs/product.md#accounts-and-children,
// docs/decisions/150-grown-ups-hold-accounts-children-have-profiles.md): every family, consent and
// account endpoint, and the push and admin ones a child's session must not reach, against every
// kind of caller, with the exact status each gets. Each case runs in a fresh world: the child's
// grown-up (the owner), another grown-up, the owner's family child, a class child and an admin (a
// grown-up who owns neither), all with consent standing and one password.

type Who = 'guest' | 'owner' | 'other' | 'child' | 'classChild' | 'admin';
const WHO: Who[] = ['guest', 'owner', 'other', 'child', 'classChild', 'admin'];
const PASSWORD = 'family-password-42';
const PUSH_KEYS = {
  p256dh: Buffer.alloc(65, 4).toString('base64url'),
  auth: Buffer.alloc(16, 2).toString('base64url'),
};

type Row = {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** The URL, given the child's id. */
  url: (childId: number) => string;
  body?: () => Record<string, unknown>;
  expect: Record<Who, number>;
};

// 401 signed out, 403 a child's session, 404 another family's child, 403 for a non-admin.
const row = (
  method: Row['method'],
  url: string | ((childId: number) => string),
  statuses: [
    guest: number,
    owner: number,
    other: number,
    child: number,
    classChild: number,
    admin: number,
  ],
  body?: () => Record<string, unknown>,
): Row => ({
  method,
  url: typeof url === 'string' ? () => url : url,
  body,
  expect: Object.fromEntries(WHO.map((who, i) => [who, statuses[i]!])) as Record<Who, number>,
});

const password = () => ({ password: PASSWORD });
let seq = 0;
const TABLE: Row[] = [
  row('GET', '/api/family', [401, 200, 200, 403, 403, 200]),
  row('POST', '/api/family/children', [401, 201, 201, 403, 403, 201], () => ({
    nickname: `New ${++seq}`,
    avatarId: 2,
  })),
  row(
    'PATCH',
    (id) => `/api/family/children/${id}`,
    [401, 200, 404, 403, 403, 404],
    () => ({
      avatarId: 4,
    }),
  ),
  row('POST', (id) => `/api/family/children/${id}/switch`, [401, 200, 404, 403, 403, 404]),
  row('GET', (id) => `/api/family/children/${id}/progress`, [401, 200, 404, 403, 403, 404]),
  row('GET', (id) => `/api/family/children/${id}/export`, [401, 200, 404, 403, 403, 404]),
  row('DELETE', (id) => `/api/family/children/${id}`, [401, 204, 404, 403, 403, 404], password),
  row('POST', '/api/session/grown-up', [401, 403, 403, 200, 403, 403], password),
  row('POST', '/api/account/grown-up', [401, 200, 200, 403, 403, 200], () => ({ grownUp: true })),
  row('POST', '/api/consent/request', [401, 200, 200, 403, 403, 200]),
  row('DELETE', '/api/consent', [401, 204, 204, 403, 403, 204], password),
  row('DELETE', '/api/user', [401, 204, 204, 403, 403, 204], password),
  row('POST', '/api/confirm-email/resend', [401, 200, 200, 403, 403, 200]),
  row('POST', '/api/push/subscribe', [401, 201, 201, 403, 403, 201], () => ({
    subscription: { endpoint: `http://127.0.0.1:9/push/${++seq}`, keys: PUSH_KEYS },
  })),
  row('POST', '/api/push/unsubscribe', [401, 200, 200, 403, 403, 200], () => ({
    endpoint: 'http://127.0.0.1:9/push/none',
  })),
  row('GET', '/api/push/public-key', [200, 200, 200, 403, 403, 200]),
  row('GET', '/api/admin/users', [401, 403, 403, 403, 403, 200]),
  row('GET', '/api/feedback', [401, 403, 403, 403, 403, 200]),
  // A child may still learn, give feedback and sign out.
  row('GET', '/api/progress', [401, 200, 200, 200, 200, 200]),
  row('POST', '/api/feedback', [201, 201, 201, 201, 201, 201], () => ({
    feedbackType: 'idea',
    subject: 'Hello',
    message: 'More robots please',
  })),
  row('POST', '/api/logout', [200, 200, 200, 200, 200, 200]),
];

let t: TestApp;
let passwordHash: string;
beforeAll(async () => {
  t = await createTestApp();
  passwordHash = await hashPassword(PASSWORD);
});
afterAll(() => t.close());

/** A fresh world: every caller with a session, the owner's child, consent standing. */
async function world(): Promise<{ childId: number; cookies: Record<Who, string | undefined> }> {
  const db = t.database.db;
  const grownUp = async (role: 'learner' | 'admin' = 'learner') => {
    const user = await insertUser(db, { kind: 'grown-up', passwordHash, role });
    await db.insert(consents).values({ userId: user.id, noticeVersion: CHILDREN_NOTICE_VERSION });
    return user;
  };
  const owner = await grownUp();
  const other = await grownUp();
  const admin = await grownUp('admin');
  const child = await insertChild(db, { familyOwnerId: owner.id }, { nickname: 'Pip' });
  const [klass] = await db
    .insert(classes)
    .values({ teacherId: other.id, name: 'Class 4', joinCode: randomBytes(5).toString('hex') })
    .returning();
  const classChild = await insertChild(db, { classId: klass!.id }, { nickname: 'Pip' });
  return {
    childId: child.id,
    cookies: {
      guest: undefined,
      owner: await signIn(db, owner),
      other: await signIn(db, other),
      child: await signIn(db, child),
      classChild: await signIn(db, classChild),
      admin: await signIn(db, admin),
    },
  };
}

describe('who may reach each family, consent, account, push and admin endpoint', () => {
  for (const entry of TABLE) {
    for (const who of WHO) {
      const status = entry.expect[who];
      it(`${entry.method} ${entry.url(0).replace('/0', '/:id')} as ${who} -> ${status}`, async () => {
        const { childId, cookies } = await world();
        const response = await api(t.app, entry.method, entry.url(childId), {
          cookie: cookies[who],
          body: entry.body?.(),
        });
        expect(response.statusCode, response.body).toBe(status);
        if (status >= 400) expect(response.json()).toEqual({ message: expect.any(String) });
      });
    }
  }
});
