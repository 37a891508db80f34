import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { safePageCards } from '../../../../content/lessons/web-dev';
import type { SortEvidence } from '../../../domain/lessons/safe-page';
import { startI18n } from '../../i18n/i18n';
import { SafePage, useSafePage } from './safe-page';

// docs/product/lessons.md#web-creator: the safe page sort as a child uses it, by buttons, each
// card saying where it is and why; every card in its place is reported once.
beforeAll(() => startI18n(['activities']));

function Harness({ onDone }: { onDone: (evidence: SortEvidence) => void }) {
  return <SafePage model={useSafePage(safePageCards, onDone)} />;
}

const put = (card: string, place: 'OK to share' | 'Ask a grown-up first') =>
  fireEvent.click(screen.getByRole('button', { name: `${card}: ${place}` }));
const SHARE = ['My favourite animal is a cat', 'A drawing of a tree', 'I like football', 'My favourite colour is blue'];
const ASK = ['My home address', 'My phone number', 'The name of my school', 'A photo of my face'];

describe('the safe page sort', () => {
  it('keeps a card where it is put, says why, and reports every card in its place once', () => {
    const onDone = vi.fn();
    render(<Harness onDone={onDone} />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Pick a place for each card. Ada will tell you why it goes there.');
    expect(within(screen.getByRole('list', { name: 'Cards to sort' })).getAllByRole('listitem')).toHaveLength(8);

    put('My home address', 'OK to share');
    expect(status.textContent).toBe('Think again: keep this one for a grown-up to see first. An address tells people where to find you.');
    expect(screen.getByRole('button', { name: 'My home address: OK to share' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Think again')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Your page' })).getByText('My home address')).toBeTruthy();

    put('My home address', 'Ask a grown-up first');
    expect(status.textContent).toBe('Yes, ask a grown-up first! An address tells people where to find you.');
    expect(screen.getByText('Right place')).toBeTruthy();
    expect(screen.getByText('Nothing on your page yet.')).toBeTruthy();
    put('A drawing of a tree', 'Ask a grown-up first');
    expect(status.textContent).toBe('Think again: this one is OK to share. A drawing shows your art, not you.');
    expect(screen.getByText('1 of 8 cards in the right place')).toBeTruthy();

    for (const card of SHARE) put(card, 'OK to share');
    for (const card of ASK) put(card, 'Ask a grown-up first');
    expect(status.textContent).toBe('All sorted! Everything on your page is safe to share, and the rest waits for a grown-up.');
    expect(screen.getByText('8 of 8 cards in the right place')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Your page' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(SHARE);
    expect(onDone).toHaveBeenCalledTimes(1);
    const [evidence] = onDone.mock.calls[0] as [SortEvidence];
    expect({ share: [...evidence.share].sort(), private: [...evidence.private].sort() }).toEqual({
      share: ['animal', 'colour', 'football', 'tree'],
      private: ['address', 'phone', 'photo', 'school'],
    });

    // A change afterwards, or a start over, reports nothing again.
    put('I like football', 'Ask a grown-up first');
    fireEvent.click(screen.getByRole('button', { name: 'Start Over' }));
    for (const card of SHARE) put(card, 'OK to share');
    for (const card of ASK) put(card, 'Ask a grown-up first');
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
