import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { BlockKind } from '../../../../../domain/code-lab/blocks';
import { buildPage } from '../../../../../domain/code-lab/stages/web/build-page';
import { emptyPageProgram, type PageProgram } from '../../../../../domain/code-lab/stages/web/web-program';
import { useT } from '../../../../i18n/use-t';
import { WebEditor } from './web-editor';
import { WebPreview } from './web-preview';

// The Web Lab's editor by pickers and its preview (docs/decisions/409-the-web-lab-page.md).

const EVERY: BlockKind[] = ['web-heading', 'web-paragraph', 'web-picture', 'web-list', 'web-item', 'web-row', 'web-column', 'web-link'];

function Bench({ onProgram, start = emptyPageProgram() }: { onProgram: (p: PageProgram) => void; start?: PageProgram }) {
  const [program, setProgram] = useState(start);
  const [page, setPage] = useState(0);
  return (
    <WebEditor
      program={program}
      onChange={(p) => {
        setProgram(p);
        onProgram(p);
      }}
      page={page}
      onPage={setPage}
      offer={EVERY}
      maxBlocks={6}
    />
  );
}

const addToPage = () => screen.getByRole('group', { name: 'Add to the page' });

// Each test taps through several pickers: under a loaded machine that took 10 s (CI's run).
describe('the web editor', { timeout: 20_000 }, () => {
  it('adds blocks by tap, each text a sentence and a word from lists, and says what it did', async () => {
    let program = emptyPageProgram();
    render(<Bench onProgram={(p) => (program = p)} />);
    const user = userEvent.setup();
    expect(screen.getByText('This page has no blocks yet. Add one below.')).toBeTruthy();
    await user.click(within(addToPage()).getByRole('button', { name: 'Big heading' }));
    await user.click(within(addToPage()).getByRole('button', { name: 'Paragraph' }));
    expect(screen.getByRole('status').textContent).toBe('Added Paragraph at the end of the page.');
    const sentence = screen.getByRole('combobox', { name: 'Block 2: Paragraph: which sentence' });
    await user.selectOptions(sentence, 'i-have');
    // The word list follows the sentence: a pet for "At home I have …".
    const word = screen.getByRole('combobox', { name: 'Block 2: Paragraph: which word' });
    expect(within(word).getAllByRole('option').map((o) => o.textContent)).toContain('a hamster');
    await user.selectOptions(word, 'dog');
    expect(program.pages[0]!.body).toEqual([
      { id: 'w1', op: 'web-heading', size: 'big', starter: 'welcome', word: 'animals' },
      { id: 'w2', op: 'web-paragraph', starter: 'i-have', word: 'dog' },
    ]);
    // Nothing typed anywhere: no text box.
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('moves and deletes a block by its buttons, and holds pictures in a row', async () => {
    let program = emptyPageProgram();
    render(<Bench onProgram={(p) => (program = p)} />);
    const user = userEvent.setup();
    await user.click(within(addToPage()).getByRole('button', { name: 'Paragraph' }));
    await user.click(within(addToPage()).getByRole('button', { name: 'Row' }));
    const inRow = screen.getByRole('group', { name: 'Add inside Block 2: Row' });
    await user.click(within(inRow).getByRole('button', { name: 'Picture' }));
    await user.click(within(inRow).getByRole('button', { name: 'Picture' }));
    // The second picture, from the grid of our pictures by name.
    const second = screen.getAllByRole('button', { name: 'Picture: a cat. Pick another' })[1]!;
    await user.click(second);
    await user.click(within(screen.getByRole('group', { name: 'Block 2.2: Picture: pick a picture' })).getByRole('button', { name: 'the sun' }));
    expect(program.pages[0]!.body[1]).toMatchObject({ op: 'web-box', direction: 'row', body: [{ picture: 'cat' }, { picture: 'sun' }] });
    await user.click(screen.getByRole('button', { name: 'Move Block 2.2: Picture up' }));
    expect(program.pages[0]!.body[1]).toMatchObject({ body: [{ picture: 'sun' }, { picture: 'cat' }] });
    await user.click(screen.getByRole('button', { name: 'Move Block 1: Paragraph down' }));
    expect(program.pages[0]!.body.map((b) => b.op)).toEqual(['web-box', 'web-paragraph']);
    await user.click(screen.getByRole('button', { name: 'Delete Block 1: Row' }));
    expect(program.pages[0]!.body.map((b) => b.op)).toEqual(['web-paragraph']);
    expect(screen.getByRole('status').textContent).toBe('Deleted Row.');
  });

  it('keeps to the level’s limit of blocks and says so', async () => {
    render(<Bench onProgram={() => undefined} />);
    const user = userEvent.setup();
    for (let i = 0; i < 7; i++) await user.click(within(addToPage()).getByRole('button', { name: 'Paragraph' }));
    expect(screen.getAllByRole('combobox', { name: /which sentence/ })).toHaveLength(6);
    expect(screen.getByRole('status').textContent).toBe('Your page has 6 blocks, the most this puzzle allows.');
  });

  it('adds a second page as a tab and links to it', async () => {
    let program = emptyPageProgram();
    render(<Bench onProgram={(p) => (program = p)} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add a page' }));
    expect(screen.getByRole('tab', { name: 'Page 2', selected: true })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Page 1' }));
    await user.click(within(addToPage()).getByRole('button', { name: 'Link' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Block 1: Link: which page' }), '2');
    expect(program.pages).toHaveLength(2);
    expect(program.pages[0]!.body[0]).toMatchObject({ op: 'web-link', page: 2 });
    // The arrow keys go from tab to tab.
    screen.getByRole('tab', { name: 'Page 1' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Page 2', selected: true }));
  });

  it('warns in words when the text is hard to read on its background', async () => {
    render(<Bench onProgram={() => undefined} />);
    const user = userEvent.setup();
    expect(screen.queryByText(/Hard to read/)).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Words' }), 'yellow');
    expect(screen.getByText(/Hard to read! yellow words on a white background/)).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Background' }), 'navy');
    expect(screen.queryByText(/Hard to read/)).toBeNull();
  });
});

/** The preview of the program's first page, built with the page's words as the workspace does. */
function Built({ program }: { program: PageProgram }) {
  const t = useT('webLab');
  return <WebPreview html={buildPage(program, 0, { lang: 'en', t })} title="Your page 1: My page" />;
}

describe('the preview', () => {
  it('shows the built page in a frame that can run nothing, at phone or laptop width', async () => {
    const program: PageProgram = {
      version: 5,
      kind: 'page',
      pages: [
        {
          background: 'white',
          color: 'black',
          body: [
            { id: 'w1', op: 'web-heading', size: 'big', starter: 'all-about', word: 'animals' },
            { id: 'w2', op: 'web-link', starter: 'go-to-page', word: 'food', page: 2 },
          ],
        },
        { background: 'white', color: 'black', body: [] },
      ],
    };
    render(<Built program={program} />);
    const frame = screen.getByTitle('Your page 1: My page');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('All about animals');
    expect(frame.getAttribute('srcdoc')).toContain('href="2"');
    expect(frame.getAttribute('srcdoc')).not.toMatch(/<script|\son\w+=/i);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Laptop' }));
    expect(screen.getByRole('button', { name: 'Laptop', pressed: true })).toBeTruthy();
    expect(screen.getByTitle('Your page 1: My page').getAttribute('sandbox')).toBe('');
  });
});
