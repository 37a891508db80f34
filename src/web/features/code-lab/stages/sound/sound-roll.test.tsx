import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SoundRoll } from './sound-roll';
import { SoundText } from './sound-text';
import { at, SCALE_BIT, tuneOf } from './test-tunes';

// The piano roll and "Read the tune" (docs/decisions/406-the-sound-lab.md#the-page-roll-sound-and-level-page).

describe('the piano roll', () => {
  it("shows every sound as a bar named as a step, in order, and the note's short label", () => {
    render(<SoundRoll tune={SCALE_BIT} at={null} label="Your tune" />);
    const roll = screen.getByRole('group', { name: 'Your tune' });
    const bars = within(roll).getAllByRole('listitem');
    expect(bars.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Step 1: play C4 for a quarter',
      'Step 2: play D4 for a quarter',
      'Step 3: rest for a quarter',
      'Step 4: play E4 for a half',
    ]);
    expect(bars[0]!.textContent).toBe('C4');
    // Each bar as long as its sound: a quarter is one beat (44 px), a half two.
    expect(bars[0]!.querySelector('rect')?.getAttribute('width')).toBe('42');
    expect(bars[3]!.querySelector('rect')?.getAttribute('width')).toBe('86');
    // One tab stop: the first bar.
    expect(bars.map((b) => b.getAttribute('tabindex'))).toEqual(['0', '-1', '-1', '-1']);
  });

  it('is walked note by note with the arrow keys, Home and End', async () => {
    render(<SoundRoll tune={SCALE_BIT} at={null} label="Your tune" />);
    const user = userEvent.setup();
    const bars = screen.getAllByRole('listitem');
    await user.tab();
    expect(document.activeElement).toBe(bars[0]);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Step 3: rest for a quarter');
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe(
      'Step 2: play D4 for a quarter',
    );
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getAllByRole('listitem')[3]);
    await user.keyboard('{ArrowRight}{Home}');
    expect(document.activeElement).toBe(screen.getAllByRole('listitem')[0]);
    expect(screen.getAllByRole('listitem').map((b) => b.getAttribute('tabindex'))).toEqual([
      '0',
      '-1',
      '-1',
      '-1',
    ]);
  });

  it('marks what plays now and draws the play head where the tune is', () => {
    const { container } = render(<SoundRoll tune={SCALE_BIT} at={3.5} label="Your tune" />);
    const bars = screen.getAllByRole('listitem');
    expect(bars.map((b) => b.getAttribute('aria-current'))).toEqual([null, null, null, 'true']);
    const head = container.querySelector('[data-play-head]');
    expect(head?.getAttribute('x1')).toBe(String(64 + 3.5 * 44));
    // Under reduced motion the head is hidden by CSS; the lit bar shows where the tune is.
    expect(head?.getAttribute('class')).toContain('motion-reduce:hidden');
  });

  it('shows two voices and the words said, and the goal behind as outlines that are not walked', () => {
    const two = tuneOf([
      at(0, { kind: 'say', phrase: 'hello' }),
      at(0, { kind: 'note', note: 'C4', length: 'half' }),
      at(0, { kind: 'note', note: 'E4', length: 'half' }, 2),
    ]);
    const { container } = render(
      <SoundRoll tune={two} ghost={SCALE_BIT} at={null} label="Your tune" />,
    );
    const names = screen.getAllByRole('listitem').map((b) => b.getAttribute('aria-label'));
    expect(names[2]).toBe('Step 3, voice 2: play E4 for a half');
    expect(names).toHaveLength(3);
    expect(container.querySelectorAll('rect[stroke-dasharray="5 3"]')).toHaveLength(3);
  });
});

describe('"Read the tune"', () => {
  it('lists your tune and the goal as steps, with their length', async () => {
    render(
      <SoundText
        tune={SCALE_BIT}
        goal={tuneOf([at(0, { kind: 'note', note: 'C4', length: 'whole' })])}
        commentary=""
      />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Read the tune' }));
    const region = screen.getByRole('region', { name: 'Read the tune' });
    const [yours, goal] = within(region).getAllByRole('list');
    expect(
      within(yours!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Step 1: play C4 for a quarter',
      'Step 2: play D4 for a quarter',
      'Step 3: rest for a quarter',
      'Step 4: play E4 for a half',
    ]);
    expect(
      within(goal!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Step 1: play C4 for a whole']);
    expect(region.textContent).toContain('5 beats, about 5 seconds.');
  });
});
