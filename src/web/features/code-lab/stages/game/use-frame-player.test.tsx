import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { GameFrame } from '../../../../../domain/code-lab/stages/game/game-types';
import { frameOf, spriteAt } from './test-frames';
import { recordedFrames, useFramePlayer, type FrameSource } from './use-frame-player';

// The player: 30 frames a second of real time on requestAnimationFrame, from a recorded list or
// a live source (docs/decisions/402-the-game-lab.md#the-scene).

const frames = (count: number): GameFrame[] =>
  Array.from({ length: count }, (_, i) => frameOf(i, [spriteAt('cat', { x: i })]));

beforeEach(() => {
  vi.useFakeTimers({
    toFake: [
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'setTimeout',
      'clearTimeout',
      'performance',
      'Date',
    ],
  });
});
afterEach(() => {
  vi.useRealTimers();
});

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('the frame player', () => {
  it('plays a recorded game at 30 frames a second and says when it ends', () => {
    const ended: Array<GameFrame | null> = [];
    const { result } = renderHook(() => useFramePlayer({ onEnd: (last) => ended.push(last) }));
    expect(result.current).toMatchObject({ frame: null, status: 'idle' });
    act(() => result.current.play(recordedFrames(frames(61))));
    expect(result.current.frame?.frame).toBe(0);
    expect(result.current.status).toBe('playing');
    wait(1000);
    // A second of real time is 30 frames (give or take the tick it started on).
    expect(result.current.frame!.frame).toBeGreaterThanOrEqual(29);
    expect(result.current.frame!.frame).toBeLessThanOrEqual(30);
    wait(1100);
    expect(result.current.status).toBe('ended');
    expect(result.current.frame!.frame).toBe(60);
    expect(ended.map((f) => f?.frame)).toEqual([60]);
  });

  it('pauses where it is, resumes from there, and stops keeping the last frame', () => {
    const { result } = renderHook(() => useFramePlayer());
    act(() => result.current.play(recordedFrames(frames(300))));
    wait(500);
    act(() => result.current.pause());
    const at = result.current.frame!.frame;
    expect(result.current.status).toBe('paused');
    wait(3000);
    expect(result.current.frame!.frame).toBe(at);
    act(() => result.current.resume());
    wait(500);
    expect(result.current.frame!.frame - at).toBeGreaterThanOrEqual(14);
    expect(result.current.frame!.frame - at).toBeLessThanOrEqual(16);
    act(() => result.current.stop());
    const stoppedAt = result.current.frame!.frame;
    wait(1000);
    expect(result.current).toMatchObject({ status: 'stopped' });
    expect(result.current.frame!.frame).toBe(stoppedAt);
    act(() => result.current.show(frames(1)[0]!));
    expect(result.current).toMatchObject({ status: 'idle', frame: { frame: 0 } });
  });

  it('takes every frame due from a live source and skips drawing the ones a slow device missed', () => {
    // The page's clock by hand: a tick only every 100 ms (a long task on a slow device).
    vi.useRealTimers();
    let waiting: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      waiting.push(callback),
    );
    vi.stubGlobal('cancelAnimationFrame', () => (waiting = []));
    const tickAt = (now: number) =>
      act(() => {
        const due = waiting;
        waiting = [];
        for (const callback of due) callback(now);
      });
    let asked = 0;
    const live: FrameSource = { next: () => frameOf(asked++, []) };
    const shown: number[] = [];
    const { result } = renderHook(() => {
      const player = useFramePlayer();
      if (player.frame) shown.push(player.frame.frame);
      return player;
    });
    act(() => result.current.play(live));
    for (let now = 0; now <= 1000; now += 100) tickAt(now);
    // A second of real time took 30 frames from the game (and its first), drawing every third.
    expect(asked).toBe(31);
    expect(result.current.frame!.frame).toBe(30);
    expect([...new Set(shown)]).toEqual([0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30]);
    act(() => result.current.stop());
    expect(waiting).toEqual([]);
    vi.unstubAllGlobals();
  });

  it('ends at once on a source with no frames', () => {
    const { result } = renderHook(() => useFramePlayer());
    act(() => result.current.play(recordedFrames([])));
    expect(result.current.status).toBe('ended');
  });
});
