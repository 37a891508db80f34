import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, type TestApp } from '../../../../tests/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers ok while the database answers', async () => {
    const response = await api(t.app, 'GET', '/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('write guards (docs/product.md#same-origin-and-json-writes)', () => {
  it('refuses a cross-site write with 403 and a message', async () => {
    const response = await api(t.app, 'POST', '/api/login', { body: {}, headers: { origin: 'https://evil.example' } });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/another website/);
  });

  it('refuses a write that is not JSON with 415', async () => {
    const response = await api(t.app, 'POST', '/api/login', { headers: { 'content-type': 'text/plain' } });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toMatch(/JSON/);
  });

  it('accepts Sec-Fetch-Site same-origin without an Origin header', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/nothing-here',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it('refuses Sec-Fetch-Site cross-site even with a matching Origin', async () => {
    const response = await api(t.app, 'POST', '/api/login', { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(response.statusCode).toBe(403);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await api(t.app, 'GET', '/api/does-not-exist');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBeTruthy();
  });

  it('sends a CSP that allows no inline script', async () => {
    const response = await api(t.app, 'GET', '/api/health');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('lets no page ask for the camera, the microphone or the screen (Permissions-Policy), pages as well as the API', async () => {
    for (const path of ['/api/health', '/code-lab/vision-1', '/privacy']) {
      const response = await api(t.app, 'GET', path);
      expect(response.headers['permissions-policy'], path).toBe('camera=(), microphone=(), display-capture=()');
    }
  });
});
