import { expect, it } from 'vitest';
import { pagesToMeasure, readRouter, RESET_TOKEN, routerPatterns } from './lighthouse-pages';

it('measures every route of the client router, each with at least one page', () => {
  const patterns = routerPatterns(readRouter());
  expect(patterns).toContain('/');
  expect(patterns).toContain('*');
  const pages = pagesToMeasure(readRouter());
  for (const pattern of patterns) expect(pages.some((p) => p.route === pattern), pattern).toBe(true);
  expect(new Set(pages.map((p) => `${p.as} ${p.lang} ${p.url}`)).size).toBe(pages.length);
  // A visitor's pages in both languages.
  for (const page of pages.filter((p) => p.as === 'guest'))
    expect(pages.some((p) => p.as === 'guest' && p.url === page.url && p.lang === (page.lang === 'en' ? 'es' : 'en'))).toBe(true);
});

it('fills parameters from the content: every open lesson, one page of each other kind', () => {
  const urls = pagesToMeasure(readRouter()).map((p) => p.url);
  for (const lesson of ['intro-to-coding', 'sequences', 'loops', 'pattern-master', 'conditionals', 'ai-basics'])
    expect(urls).toContain(`/lessons/${lesson}`);
  expect(urls).toContain('/lessons/functions'); // coming soon
  expect(urls).toContain('/lessons/variables'); // locked
  expect(urls).toContain('/play/robot-maze');
  expect(urls).toContain('/code-lab/birthday-1');
  expect(urls).toContain(`/reset-password?token=${RESET_TOKEN}`);
});

it('measures the admin area signed in as an admin, the family, class and guide pages also as a grown-up, the gallery also as a class child, the rest as a visitor', () => {
  const pages = pagesToMeasure(readRouter());
  expect(pages.filter((p) => p.as === 'admin').map((p) => p.url)).toEqual(['/admin', '/admin/feedback', '/admin/outreach']);
  expect(pages.filter((p) => p.as === 'grown-up').map((p) => p.url)).toEqual([
    '/',
    '/family',
    '/classes',
    '/classes/1',
    '/classes/1/present/birthday-1',
    '/teach',
    '/teach/code-lab/birthday',
    '/teach/loops',
  ]);
  expect(pages.filter((p) => p.as === 'class-child').map((p) => p.url)).toEqual(['/gallery']);
  for (const url of ['/family', '/classes', '/classes/1', '/teach/loops', '/gallery', '/', '/auth'])
    expect(pages.some((p) => p.url === url && p.as === 'guest'), url).toBe(true);
});

it('stops on a route parameter it cannot fill', () => {
  expect(() => pagesToMeasure("{ path: '/shop/:itemId', lazy }")).toThrow(/:itemId/);
});
