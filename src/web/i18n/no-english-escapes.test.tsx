import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { localeLoaders } from '../../i18n/generated/web-loaders';
import type { CompiledCatalog } from '../../i18n/catalog-types';
import { PROGRAM_LIMITS } from '../../domain/code-lab/program';
import { ChildProgressDetail } from '../components/child-progress/child-progress-detail';
import { PresentLink } from '../features/classes/present/present-link';
import { ProgramEditor } from '../features/code-lab/editor/program-editor';
import type { EditRules } from '../features/code-lab/editor/program-model';
import { useEditor } from '../features/code-lab/editor/use-editor';
import { i18n, loadContent, switchLocale } from './i18n';

// Words that escape the catalogues (issue 32): a library's own English (dnd-kit's instructions
// for a screen reader on every Code Lab block), or content named in English on a Spanish page
// (the teacher's "Presentar un reto" picker). docs/product/languages.md#checks.

afterEach(cleanup);
// The first render of the Code Lab editor loads its modules: slow on a busy machine.
const slow = 30_000;

/** Every namespace of a language's words, in one catalogue. */
async function wordsOf(locale: string): Promise<CompiledCatalog> {
  const table = (await localeLoaders[locale]!()).default;
  const parts = await Promise.all(Object.values(table.messages).map(async (load) => (await load()).default));
  return Object.assign({}, ...parts) as CompiledCatalog;
}

/**
 * The words of `root` a person reads or hears (its text, hidden text included, and the names
 * and descriptions in its attributes) that still have a plain English vowel. In the
 * pseudo-locale every catalogue word's vowels are accented ("Štéép"), so such a word did not
 * come from a catalogue.
 */
function englishIn(root: HTMLElement): string[] {
  const said: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) said.push(node.textContent ?? '');
  const attributes = ['aria-label', 'aria-roledescription', 'aria-description', 'aria-valuetext', 'title', 'placeholder', 'alt'];
  for (const el of Array.from(root.querySelectorAll('*')))
    for (const name of attributes) said.push(el.getAttribute(name) ?? '');
  const words = said.join(' ').match(/[\p{L}']+/gu) ?? [];
  return [...new Set(words.filter((word) => /[aeiouy]/i.test(word)))];
}

const rules: EditRules = {
  toolbox: ['forward', 'turn-left', 'turn-right', 'repeat'],
  maxBlocks: 10,
  maxDepth: PROGRAM_LIMITS.maxDepth,
};

function CodeLabEditor() {
  const editor = useEditor({ version: 1, body: [{ id: 'b1', op: 'forward' }] }, rules, () => {});
  return <ProgramEditor editor={editor} rules={rules} locked={false} runningBlockId={null} crashedBlockId={null} />;
}

describe('in the pseudo-locale, every word of the Code Lab editor comes from the catalogues', () => {
  let english: CompiledCatalog;
  beforeAll(async () => {
    english = await wordsOf('en');
    i18n.load('en', await wordsOf('en-XA'));
  });
  afterAll(() => i18n.load('en', english));

  it('the palette, the program and what dnd-kit tells a screen reader', () => {
    render(<CodeLabEditor />);
    expect(screen.getAllByRole('button').length).toBeGreaterThan(4);
    // dnd-kit writes its instructions and its live region into the page's body.
    expect(englishIn(document.body)).toEqual([]);
  }, slow);
});

describe('in Spanish, the words of content are Spanish', () => {
  beforeAll(async () => {
    for (const content of ['code-lab/levels', 'curriculum', 'badges']) await loadContent('es', content);
    await switchLocale('es');
  });
  afterAll(() => switchLocale('en'));

  it('the Code Lab editor tells a screen reader how to add a block in Spanish', () => {
    render(<CodeLabEditor />);
    const hidden = document.body.textContent ?? '';
    expect(hidden).toContain('Pulsa Intro o Espacio en un bloque para agregarlo a tu programa');
    expect(hidden).not.toMatch(/draggable|To pick up/);
  }, slow);

  it('"Presentar un reto" names the worlds and their puzzles in Spanish', () => {
    render(
      <MemoryRouter>
        <PresentLink classId={3} />
      </MemoryRouter>,
    );
    const section = screen.getByRole('region', { name: 'Presentar un reto' });
    const world = within(section).getByRole('combobox', { name: 'Mundo' });
    expect(within(world).getByRole('option', { name: 'Aventura de cumpleaños' })).toBeTruthy();
    expect(world.textContent).not.toContain('Birthday Adventure');
    const puzzle = within(section).getByRole('combobox', { name: 'Reto' });
    expect(within(puzzle).getByRole('option', { name: '1: Hacia la fiesta' })).toBeTruthy();
    expect(puzzle.textContent).not.toContain('To the party');
  }, slow);

  it("a child's progress names levels, lessons and badges in Spanish", () => {
    render(
      <ChildProgressDetail
        child={{
          id: 7,
          nickname: 'Sam',
          avatarId: 3,
          lessons: ['intro-to-coding'],
          codeLab: [{ levelId: 'birthday-1', stars: 3, runs: 4, fails: 0 }],
          badges: ['coding-starter'],
          points: 120,
          level: 2,
          lastActiveAt: null,
          needsHelp: [],
          activeMinutes: { today: 0, week: 0 },
        }}
      />,
    );
    const article = screen.getByRole('article', { name: 'Sam' });
    expect(article.textContent).toContain('Aventura de cumpleaños 1: Hacia la fiesta');
    for (const english of ['Birthday Adventure', 'To the party', 'What is Coding?', 'Coding Starter'])
      expect(article.textContent).not.toContain(english);
  }, slow);
});
