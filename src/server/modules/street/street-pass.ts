// A street pass (docs/decisions/411-neighbornet.md#a-street-pass): the page a house's link opens is
// asked for by a frame that runs nothing and has an origin of its own, so the browser sends no
// session cookie with it (a SameSite=Lax cookie stays home when an opaque origin starts the
// navigation). The links inside a served page therefore carry the viewer's pass in their path:
// `<user id>-<32 hex>`, an HMAC of the user's id keyed by the hash of one of their live sessions.
// It proves who is looking without the cookie, dies with the session (sign-out, a teacher ending
// a child's session, its age), and opens nothing a cookie would not: the same viewer rules apply.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hashToken } from '../auth/tokens';
import type { StreetViewer } from './street-repository';

const STREET_PASS = /^([0-9]{1,10})-([0-9a-f]{32})$/;

const passOf = (userId: number, tokenHash: string): string =>
  `${userId}-${createHmac('sha256', tokenHash).update(`street pass of user ${userId}`).digest('hex').slice(0, 32)}`;

/** The pass of the session whose token the request carries. */
export const streetPass = (userId: number, sessionToken: string): string => passOf(userId, hashToken(sessionToken));

type SessionRow = { token_hash: string; kind: string; class_id: number | null };

/** Who holds this pass: a class child (their class) or a grown-up (their classes); null for none. */
export async function viewerOfPass(db: Db, pass: string, now = new Date()): Promise<StreetViewer | null> {
  const match = STREET_PASS.exec(pass);
  if (!match) return null;
  const userId = Number(match[1]);
  if (userId > 2_147_483_647) return null;
  const rows = (
    (await db.execute(sql`
      select s.token_hash, u.kind, u.class_id from sessions s join users u on u.id = s.user_id
      where s.user_id = ${userId}::int and s.expires_at > ${now}::timestamptz`)) as unknown as { rows: SessionRow[] }
  ).rows;
  const given = Buffer.from(pass);
  const row = rows.find((r) => {
    const want = Buffer.from(passOf(userId, r.token_hash));
    return want.length === given.length && timingSafeEqual(want, given);
  });
  if (!row) return null;
  if (row.kind === 'child') return row.class_id === null ? null : { classId: row.class_id };
  return { teacherId: userId };
}
