import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { keyFinder } from '../../../../content/lessons/computer-vision';
import type { FinderEvidence } from '../../../domain/lessons/key-finder';
import { startI18n } from '../../i18n/i18n';
import { KeyFinder, useKeyFinder } from './key-finder';

// docs/product/lessons.md#computer-vision: the key finder as a child uses it, by buttons: cards in
// and out of the training set, Test it with each guess and what it looked most like, the status
// line saying every wrong guess; a test that gets every drawing right is reported once.
beforeAll(() => startI18n(['activities']));

function Harness({ onDone }: { onDone: (evidence: FinderEvidence) => void }) {
  return <KeyFinder model={useKeyFinder(keyFinder, onDone)} />;
}

const card = (name: string) => screen.getByRole('button', { name });
const tap = (name: string) => fireEvent.click(card(name));
const test = () => fireEvent.click(screen.getByRole('button', { name: 'Test it' }));

describe('the key finder', { timeout: 20_000 }, () => {
  it('starts with keys lying down, misses the key standing up, and is fixed by both keys standing up, reported once', () => {
    const onDone = vi.fn();
    render(<Harness onDone={onDone} />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('These cards teach the computer now. Press Test it to see how it does on new drawings.');
    expect(within(screen.getByRole('list', { name: 'Key' })).getAllByRole('button')).toHaveLength(6);
    expect(within(screen.getByRole('list', { name: 'Not a key' })).getAllByRole('button')).toHaveLength(4);
    expect(card('A key lying down').getAttribute('aria-pressed')).toBe('true');
    expect(card('A key standing up').getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('Teaching with 2 keys and 4 things that are not keys.')).toBeTruthy();
    expect(screen.getAllByText('Not tested yet.')).toHaveLength(5);

    test();
    expect(status.textContent).toBe(
      'It got 4 of 5 right. Drawing 3: it guessed not a key. It is a key. It looked most like: A tall tree, A tree, A long key lying down. Add examples like the drawings it got wrong, then test it again.',
    );
    const tests = screen.getByRole('list', { name: 'New drawings to test' });
    const drawing3 = within(tests).getAllByRole('listitem').filter((li) => li.parentElement === tests)[2]!;
    expect(within(drawing3).getByText('It guessed: not a key')).toBeTruthy();
    expect(within(drawing3).getByText('(Wrong)')).toBeTruthy();
    expect(within(drawing3).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['A tall tree', 'A tree', 'A long key lying down']);

    tap('A key standing up');
    expect(status.textContent).toBe('Added: A key standing up. Press Test it to try again.');
    expect(card('A key standing up').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByText('Not tested yet.')).toHaveLength(5);
    test();
    expect(status.textContent).toContain('It got 4 of 5 right. Drawing 3: it guessed not a key. It is a key. It looked most like: A key standing up, A tall tree, A tree.');
    expect(onDone).not.toHaveBeenCalled();

    tap('A big key standing up');
    test();
    expect(status.textContent).toBe('It got all 5 right! Your key finder knows every kind of key you showed it.');
    expect(screen.getAllByText('(Right)')).toHaveLength(5);
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(onDone).toHaveBeenCalledWith({ examples: ['key-lying', 'key-long', 'key-standing', 'key-standing-big', 'cup', 'cup-wide', 'tree', 'tree-tall'] });

    // A change afterwards, a start over and a new right test report nothing again.
    tap('A tree');
    expect(status.textContent).toBe('Taken out: A tree. Press Test it to try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Start Over' }));
    expect(card('A key standing up').getAttribute('aria-pressed')).toBe('false');
    tap('A key standing up');
    tap('A big key standing up');
    test();
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('with no examples at all it guesses nothing', () => {
    render(<Harness onDone={vi.fn()} />);
    for (const name of ['A key lying down', 'A long key lying down', 'A cup', 'A wide cup', 'A tree', 'A tall tree']) tap(name);
    expect(screen.getByText('Teaching with 0 keys and 0 things that are not keys.')).toBeTruthy();
    test();
    expect(screen.getAllByText('It guessed: nothing')).toHaveLength(5);
    expect(screen.getByRole('status').textContent).toBe('It got 0 of 5 right. It has no examples to learn from yet: tap some cards first.');
  });
});
