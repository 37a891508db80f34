// @vitest-environment node
// The Web Lab's programs (docs/product/code-lab.md#web-lab): a house of pages and a street's links,
// every text a starter with a word of its list; anything typed is refused by the schema.
import { describe, expect, it } from 'vitest';
import { parseWebProgram, type PageProgram } from './web-program';
import { webContrast, WEB_COLOURS, WEB_PICTURES, WEB_STARTERS, WEB_WORD_LISTS } from './web-types';

const page = (body: unknown[], more: object = {}): unknown => ({
  version: 5,
  kind: 'page',
  pages: [{ background: 'white', color: 'black', body, ...more }],
});

describe('a page program', () => {
  it('takes a house of pages with texts from the lists', () => {
    const program: PageProgram = {
      version: 5,
      kind: 'page',
      pages: [
        {
          title: { starter: 'all-about', word: 'animals' },
          background: 'sky',
          color: 'navy',
          body: [
            { id: 'h', op: 'web-heading', size: 'big', starter: 'welcome', word: 'animals' },
            { id: 'l', op: 'web-list', items: [{ id: 'i', op: 'web-item', starter: 'i-like', word: 'music' }] },
            { id: 'r', op: 'web-box', direction: 'row', body: [{ id: 'p', op: 'web-picture', picture: 'cat' }] },
            { id: 'k', op: 'web-link', starter: 'go-to-page', word: 'food', page: 2 },
          ],
        },
        { background: 'white', color: 'black', body: [] },
      ],
    };
    expect(parseWebProgram(program)).toEqual({ ok: true, program });
  });

  it.each([
    ['<script>alert(1)</script>'],
    ['cat" onerror="alert(1)'],
    ['https://example.com'],
    ['ada@example.com'],
    ['+34 600 123 456'],
  ])('refuses typed words in a text: %s', (typed) => {
    const check = parseWebProgram(page([{ id: 'p', op: 'web-paragraph', starter: 'i-like', word: typed }]));
    expect(check.ok).toBe(false);
    expect(parseWebProgram(page([], { title: { starter: typed, word: 'cat' } })).ok).toBe(false);
  });

  it('refuses a word from another list, a picture or colour not in the set, an item outside a list', () => {
    const says = (check: ReturnType<typeof parseWebProgram>) => (check.ok ? 'ok' : check.message);
    expect(says(parseWebProgram(page([{ id: 'p', op: 'web-paragraph', starter: 'i-like', word: 'cat' }])))).toContain(
      'not in the list of "i-like"',
    );
    expect(says(parseWebProgram(page([{ id: 'p', op: 'web-picture', picture: 'unicorn' }])))).toContain('a picture is one of');
    expect(says(parseWebProgram(page([], { background: 'teal' })))).toContain('a colour is one of');
    expect(says(parseWebProgram(page([{ id: 'i', op: 'web-item', starter: 'i-like', word: 'music' }])))).toContain(
      'outside a list',
    );
    expect(says(parseWebProgram(page([{ id: 'k', op: 'web-link', starter: 'go-to-page', word: 'food', page: 3 }])))).toContain(
      'goes to page 3',
    );
    expect(says(parseWebProgram(page([{ id: 'k', op: 'house-link', from: 'A', to: 'B' }])))).toContain('a page has no such block');
    expect(says(parseWebProgram({ version: 5, kind: 'page', pages: [] }))).toContain('1 to 3 pages');
  });
});

describe('a network program', () => {
  it('holds one-way links between two different houses, each once', () => {
    const links = [
      { id: 'a', op: 'house-link', from: 'A', to: 'B' },
      { id: 'b', op: 'house-link', from: 'B', to: 'A' },
    ];
    expect(parseWebProgram({ version: 5, kind: 'network', links }).ok).toBe(true);
    expect(parseWebProgram({ version: 5, kind: 'network', links: [...links, { ...links[0], id: 'c' }] }).ok).toBe(false);
    expect(parseWebProgram({ version: 5, kind: 'network', links: [{ id: 'a', op: 'house-link', from: 'A', to: 'A' }] }).ok).toBe(false);
    expect(parseWebProgram({ version: 5, kind: 'network', links: [{ id: 'a', op: 'web-picture', picture: 'cat' }] }).ok).toBe(false);
  });
});

describe('the sets', () => {
  it('has 8 colours, at least 20 pictures, and a list for every starter', () => {
    expect(WEB_COLOURS).toHaveLength(8);
    expect(WEB_PICTURES.length).toBeGreaterThanOrEqual(20);
    for (const list of Object.values(WEB_STARTERS)) expect(WEB_WORD_LISTS[list].length).toBeGreaterThan(3);
  });

  it('measures contrast as WCAG does', () => {
    expect(webContrast('white', 'white')).toBeCloseTo(1);
    expect(webContrast('black', 'white')).toBeGreaterThan(15);
    expect(webContrast('yellow', 'white')).toBeLessThan(4.5);
    expect(webContrast('navy', 'sky')).toBeGreaterThan(4.5);
  });
});
