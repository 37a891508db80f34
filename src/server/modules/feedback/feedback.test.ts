import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { api, createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { makeUser } from '../../../../tests/support/factories';
import { feedback, rateLimits, users } from '../../db/schema/index';
import { sessionRepository } from '../auth/session-repository';
import { SESSION_COOKIE } from '../auth/guards';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
// Each test starts with a fresh rate-limit budget.
beforeEach(async () => {
  await t.database.db.delete(rateLimits);
});

/** A learner with a live session, made directly in the database (no dependency on the auth routes). */
async function signedInLearner() {
  const input = makeUser();
  const [user] = await t.database.db
    .insert(users)
    .values({
      email: input.email.toLowerCase(),
      passwordHash: 'not-used-here',
      username: input.payload.username ?? 'sam',
      displayName: input.payload.displayName,
      firstName: input.firstName,
      lastName: input.lastName,
      unsubscribeToken: `unsub-${input.email}`,
    })
    .returning();
  const session = await sessionRepository(t.database.db).create(user!);
  return { user: user!, cookie: `${SESSION_COOKIE}=${session.token}` };
}

const storedFeedback = async (id: number) => {
  const [row] = await t.database.db.select().from(feedback).where(eq(feedback.id, id));
  return row;
};

const validBody = {
  userId: null,
  email: null,
  rating: 4,
  feedbackType: 'user_testing',
  subject: 'User Testing Feedback',
  message: "What was confusing or didn't work: the maze",
  pageUrl: 'http://localhost:3000/learn',
  userAgent: 'Mozilla/5.0 test',
};

describe('POST /api/feedback', () => {
  it('stores a guest submission and answers 201 with its id', async () => {
    const response = await api(t.app, 'POST', '/api/feedback', { body: { ...validBody, email: 'parent@example.com' } });
    expect(response.statusCode).toBe(201);
    const { id } = response.json() as { id: number };
    expect(await storedFeedback(id)).toMatchObject({
      userId: null,
      email: 'parent@example.com',
      rating: 4,
      feedbackType: 'user_testing',
      subject: 'User Testing Feedback',
      message: "What was confusing or didn't work: the maze",
      pageUrl: 'http://localhost:3000/learn',
      userAgent: 'Mozilla/5.0 test',
      resolved: false,
    });
  });

  it('fills defaults: no rating, no email, spec type and subject', async () => {
    const response = await api(t.app, 'POST', '/api/feedback', { body: { message: 'It was fun' } });
    expect(response.statusCode).toBe(201);
    expect(await storedFeedback(response.json().id)).toMatchObject({
      userId: null,
      email: null,
      rating: null,
      feedbackType: 'user_testing',
      subject: 'User Testing Feedback',
      pageUrl: null,
    });
  });

  it('takes the author from the session, never from the body, and defaults the email to theirs', async () => {
    const { user, cookie } = await signedInLearner();
    const other = await signedInLearner();
    const response = await api(t.app, 'POST', '/api/feedback', { cookie, body: { ...validBody, userId: other.user.id, email: '' } });
    expect(response.statusCode).toBe(201);
    expect(await storedFeedback(response.json().id)).toMatchObject({ userId: user.id, email: user.email });
  });

  it('ignores a userId in the body of a guest', async () => {
    const { user } = await signedInLearner();
    const response = await api(t.app, 'POST', '/api/feedback', { body: { ...validBody, userId: user.id } });
    expect(response.statusCode).toBe(201);
    expect(await storedFeedback(response.json().id)).toMatchObject({ userId: null, email: null });
  });

  it.each([
    ['an empty message', { message: '   ' }, 'message'],
    ['a missing message', { message: undefined }, 'message'],
    ['a too long message', { message: 'x'.repeat(5001) }, 'message'],
    ['a rating of 0', { rating: 0 }, 'rating'],
    ['a rating of 6', { rating: 6 }, 'rating'],
    ['a fractional rating', { rating: 3.5 }, 'rating'],
    ['a rating as text', { rating: '5' }, 'rating'],
    ['an invalid email', { email: 'not an email' }, 'email'],
    ['a too long page URL', { pageUrl: `http://x/${'a'.repeat(2000)}` }, 'pageUrl'],
    ['a too long user agent', { userAgent: 'a'.repeat(501) }, 'userAgent'],
    ['a too long subject', { subject: 's'.repeat(201) }, 'subject'],
    ['a too long feedback type', { feedbackType: 't'.repeat(51) }, 'feedbackType'],
  ])('refuses %s with 400 naming the field', async (_name, change, field) => {
    const response = await api(t.app, 'POST', '/api/feedback', { body: { ...validBody, ...change } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(field);
  });

  it('limits each IP to 10 submissions an hour, with Retry-After', async () => {
    const from = (ip: string) => ({ body: validBody, headers: { 'x-forwarded-for': ip } });
    for (let i = 0; i < 10; i++) {
      expect((await api(t.app, 'POST', '/api/feedback', from('203.0.113.7'))).statusCode).toBe(201);
    }
    const refused = await api(t.app, 'POST', '/api/feedback', from('203.0.113.7'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Thank you! You have sent a lot of feedback. Please try again later.');
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // Another address still gets through.
    expect((await api(t.app, 'POST', '/api/feedback', from('203.0.113.8'))).statusCode).toBe(201);
  });

  it('refuses a cross-site submission', async () => {
    const response = await api(t.app, 'POST', '/api/feedback', { body: validBody, headers: { origin: 'https://evil.example' } });
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /api/config', () => {
  it('gives the browser only the public settings', async () => {
    const response = await api(t.app, 'GET', '/api/config');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ bookUrl: t.env.BOOK_URL });
  });
});
