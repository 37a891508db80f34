import type { PageProgram, WebPage } from '../../../src/domain/code-lab/stages/web/web-program';

// The reference solutions of web.ts's puzzles, by level id: server-only
// (docs/decisions/260-solutions-stay-on-the-server.md).

const page = (body: WebPage['body'], more: Partial<WebPage> = {}): WebPage => ({
  background: 'white',
  color: 'black',
  body,
  ...more,
});
const house = (...pages: WebPage[]): PageProgram => ({ version: 5, kind: 'page', pages });

export const webSolutions: Record<string, PageProgram> = {
  'web-1': house(
    page([{ id: 'h', op: 'web-heading', size: 'big', starter: 'welcome', word: 'animals' }], {
      title: { starter: 'all-about', word: 'animals' },
    }),
  ),
  'web-2': house(
    page([
      { id: 'h', op: 'web-heading', size: 'big', starter: 'favourite-animal', word: 'cat' },
      { id: 'p1', op: 'web-paragraph', starter: 'i-have', word: 'cat' },
      { id: 'p2', op: 'web-paragraph', starter: 'my-pet-likes-to', word: 'sleep' },
    ]),
  ),
  'web-3': house(
    page([
      { id: 'h', op: 'web-heading', size: 'big', starter: 'all-about', word: 'animals' },
      { id: 'p', op: 'web-paragraph', starter: 'i-have', word: 'tortoise' },
      { id: 'i', op: 'web-picture', picture: 'tortoise' },
    ]),
  ),
  'web-4': house(
    page([
      { id: 'h', op: 'web-heading', size: 'big', starter: 'all-about', word: 'food' },
      {
        id: 'l',
        op: 'web-list',
        items: [
          { id: 'i1', op: 'web-item', starter: 'favourite-food', word: 'pizza' },
          { id: 'i2', op: 'web-item', starter: 'i-like', word: 'football' },
          { id: 'i3', op: 'web-item', starter: 'favourite-colour', word: 'green' },
        ],
      },
    ]),
  ),
  'web-5': house(
    page(
      [
        { id: 'h', op: 'web-heading', size: 'big', starter: 'all-about', word: 'the-sea' },
        { id: 'p', op: 'web-paragraph', starter: 'i-like', word: 'swimming' },
      ],
      { title: { starter: 'all-about', word: 'the-sea' }, background: 'sky', color: 'navy' },
    ),
  ),
  'web-6': house(
    page([
      { id: 'h', op: 'web-heading', size: 'big', starter: 'welcome', word: 'animals' },
      {
        id: 'r',
        op: 'web-box',
        direction: 'row',
        body: [
          { id: 'c', op: 'web-picture', picture: 'cat' },
          { id: 'd', op: 'web-picture', picture: 'dog' },
          { id: 'b', op: 'web-picture', picture: 'rabbit' },
        ],
      },
    ]),
  ),
  'web-7': house(
    page([
      { id: 'h', op: 'web-heading', size: 'big', starter: 'welcome', word: 'books' },
      { id: 'k', op: 'web-link', starter: 'go-to-page', word: 'drawing', page: 2 },
    ]),
    page([{ id: 'h2', op: 'web-heading', size: 'big', starter: 'all-about', word: 'drawing' }]),
  ),
  'web-8': house(
    page(
      [
        { id: 'h', op: 'web-heading', size: 'big', starter: 'welcome', word: 'my-street' },
        { id: 'k2', op: 'web-link', starter: 'go-to-page', word: 'my-street', page: 2 },
        { id: 'k3', op: 'web-link', starter: 'go-to-page', word: 'animals', page: 3 },
      ],
      { title: { starter: 'welcome', word: 'my-street' }, background: 'navy', color: 'white' },
    ),
    page(
      [
        { id: 'h2', op: 'web-heading', size: 'small', starter: 'all-about', word: 'my-street' },
        { id: 'p', op: 'web-paragraph', starter: 'on-my-street', word: 'bakery' },
      ],
      { background: 'pink', color: 'black' },
    ),
    page([
      {
        id: 'r',
        op: 'web-box',
        direction: 'row',
        body: [
          { id: 'c', op: 'web-picture', picture: 'cat' },
          { id: 't', op: 'web-picture', picture: 'tree' },
        ],
      },
    ]),
  ),
};
