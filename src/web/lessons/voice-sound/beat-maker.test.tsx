import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { rockBeat } from '../../../../content/lessons/voice-sound';
import type { BeatEvidence } from '../../../domain/lessons/beat-maker';
import type { SoundPermission } from '../../lib/use-sound-allowed';
import { startI18n } from '../../i18n/i18n';
import { BEAT_STEP_MS, BeatMaker, useBeatMaker } from './beat-maker';

// docs/product/lessons.md#voice-and-sound: the beat maker as a child uses it, by buttons, with
// every sound in words; the rock beat played to its end is reported once.
beforeAll(() => startI18n(['activities']));
afterEach(() => vi.useRealTimers());

function Harness({ onDone, sound }: { onDone: (evidence: BeatEvidence) => void; sound: SoundPermission }) {
  return <BeatMaker model={useBeatMaker(rockBeat, onDone)} sound={sound} />;
}

const cell = (drum: string, step: number) => screen.getByRole('button', { name: new RegExp(`^${drum} on step ${step}(: \\w+)?$`) });
const tap = (drum: string, ...steps: number[]) => steps.forEach((step) => fireEvent.click(cell(drum, step)));

describe('the beat maker', () => {
  it('turns drums on in words, plays the beat round four times, and reports the rock beat once', () => {
    const onDone = vi.fn();
    render(<Harness onDone={onDone} sound="on" />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Tap a step to turn a drum on or off there. Then press Play.');

    tap('Kick', 1);
    expect(status.textContent).toBe('Step 1: the kick is on.');
    expect(cell('Kick', 1).getAttribute('aria-pressed')).toBe('true');
    expect(cell('Kick', 1).textContent).toContain('Boom');
    // No Web Audio here (jsdom): the page says so and carries on in words.
    expect(screen.getByText(/This device cannot play sound here\./)).toBeTruthy();
    tap('Kick', 3);
    tap('Snare', 2, 4);
    tap('Hi-hat', 1, 2, 3);
    const steps = within(screen.getByRole('list', { name: 'Your beat in words' })).getAllByRole('listitem');
    expect(steps.map((li) => li.textContent)).toEqual([
      'Step 1: Boom (kick), Tss (hi-hat)',
      'Step 2: Tak (snare), Tss (hi-hat)',
      'Step 3: Boom (kick), Tss (hi-hat)',
      'Step 4: Tak (snare)',
    ]);

    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(status.textContent).toBe('Playing your beat 4 times.');
    expect(screen.getByText('Round 1 of 4, step 1: Boom (kick), Tss (hi-hat)')).toBeTruthy();
    expect(cell('Kick', 2)).toHaveProperty('disabled', true);
    act(() => vi.advanceTimersByTime(16 * BEAT_STEP_MS));
    expect(status.textContent).toBe('Step 4 needs the hi-hat. Tap it on, then play again.');
    expect(onDone).not.toHaveBeenCalled();

    tap('Hi-hat', 4);
    expect(screen.getByLabelText('Your beat as code').textContent).toBe(
      'repeat(4, () => {\n  play(kick, hiHat);\n  play(snare, hiHat);\n  play(kick, hiHat);\n  play(snare, hiHat);\n});',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    act(() => vi.advanceTimersByTime(5 * BEAT_STEP_MS));
    expect(screen.getByText('Round 2 of 4, step 2: Tak (snare), Tss (hi-hat)')).toBeTruthy();
    act(() => vi.advanceTimersByTime(11 * BEAT_STEP_MS));
    expect(status.textContent).toBe('Your beat matches the rock beat! Boom, tak, boom, tak, all four times round.');
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(onDone).toHaveBeenCalledWith({
      beat: { kick: [true, false, true, false], snare: [false, true, false, true], hat: [true, true, true, true] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    act(() => vi.advanceTimersByTime(16 * BEAT_STEP_MS));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('stops when asked, and says a step that has a drum too many', () => {
    render(<Harness onDone={vi.fn()} sound="on" />);
    tap('Snare', 1);
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    act(() => vi.advanceTimersByTime(3 * BEAT_STEP_MS));
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(screen.getByRole('status').textContent).toBe('Stopped. Press Play to hear your beat again.');
    expect(cell('Snare', 1)).toHaveProperty('disabled', false);
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    act(() => vi.advanceTimersByTime(16 * BEAT_STEP_MS));
    expect(screen.getByRole('status').textContent).toBe('Step 1 needs the kick. Tap it on, then play again.');
    tap('Kick', 1, 3);
    tap('Snare', 2, 4);
    tap('Hi-hat', 1, 2, 3, 4);
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    act(() => vi.advanceTimersByTime(16 * BEAT_STEP_MS));
    expect(screen.getByRole('status').textContent).toBe('Step 1 has the snare, but the rock beat keeps it quiet there. Tap it off, then play again.');
  });

  it('with the class’s sound off: says why, offers no drum to hear, and still works in words', () => {
    const onDone = vi.fn();
    render(<Harness onDone={onDone} sound="off" />);
    expect(screen.getByText(/Your teacher has turned sound off for the class\./).textContent).toContain(
      'Every sound is shown in words, so you can make the beat without hearing it.',
    );
    expect(screen.queryByRole('button', { name: /^Hear the/ })).toBeNull();
    tap('Kick', 1, 3);
    tap('Snare', 2, 4);
    tap('Hi-hat', 1, 2, 3, 4);
    expect(screen.queryByText(/This device cannot play sound/)).toBeNull();
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    act(() => vi.advanceTimersByTime(16 * BEAT_STEP_MS));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('offers each drum to hear while sound is on, and none while the page still asks', () => {
    const { unmount } = render(<Harness onDone={vi.fn()} sound="on" />);
    expect(screen.getAllByRole('button', { name: /^Hear the/ }).map((b) => b.textContent)).toEqual(['Hear the kick', 'Hear the snare', 'Hear the hi-hat']);
    unmount();
    render(<Harness onDone={vi.fn()} sound="unknown" />);
    expect(screen.queryByRole('button', { name: /^Hear the/ })).toBeNull();
    expect(screen.queryByText(/Your teacher has turned sound off/)).toBeNull();
  });
});
