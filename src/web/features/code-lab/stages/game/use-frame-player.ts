// Plays a game on the page (docs/decisions/402-the-game-lab.md#the-scene): frames from a source,
// 30 a second of real time on requestAnimationFrame. A slow device skips frames (it takes every
// frame due from the source and shows the last), so the game never slows down; a long gap (a
// hidden tab) is a pause (frame-clock.ts). A source is anything with `next()`: a recorded list
// ("Check my game" replays the level's scripted run) or a live game the engine steps as the
// child presses keys. Under reduced motion it plays the same; only the scene's tweening goes.
// Each shown frame is one state update; what draws it keeps its own work small (the scene's
// sprites are memoised, the panel and the words take a frame a few times a second).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { GameFrame } from '../../../../../domain/code-lab/stages/game/game-types';
import { framesDue, resumedClock, startedClock, type FrameClock } from './frame-clock';

/** Where frames come from: the next frame, or null when the game is over. */
export type FrameSource = { next(): GameFrame | null };

/** A source that plays a list of frames already made, in order. */
export function recordedFrames(frames: readonly GameFrame[]): FrameSource {
  let at = 0;
  return { next: () => frames[at++] ?? null };
}

/** idle: nothing played yet (or a frame shown); stopped: the child stopped the game; ended: its source ran out. */
export type PlayerStatus = 'idle' | 'playing' | 'paused' | 'ended' | 'stopped';

export type FramePlayer = {
  /** The frame shown (null before any). */
  frame: GameFrame | null;
  status: PlayerStatus;
  /** Plays a game from its first frame (shown at once). */
  play(source: FrameSource): void;
  pause(): void;
  resume(): void;
  /** Ends the game where it is; its last frame stays shown. */
  stop(): void;
  /** Shows a frame with nothing playing (the scene before a game, after a reset). */
  show(frame: GameFrame | null): void;
};

type Options = {
  /** The game's source ran out; `last` is its last frame. */
  onEnd?: (last: GameFrame | null) => void;
};

export function useFramePlayer(options: Options = {}): FramePlayer {
  const [frame, setFrame] = useState<GameFrame | null>(null);
  const [status, setStatusState] = useState<PlayerStatus>('idle');
  const run = useRef<{
    source: FrameSource | null;
    clock: FrameClock;
    raf: number | null;
    status: PlayerStatus;
    last: GameFrame | null;
  }>({
    source: null,
    clock: startedClock,
    raf: null,
    status: 'idle',
    last: null,
  });
  const onEnd = useRef(options.onEnd);
  useEffect(() => {
    onEnd.current = options.onEnd;
  }, [options.onEnd]);

  const setStatus = useCallback((next: PlayerStatus) => {
    run.current.status = next;
    setStatusState(next);
  }, []);

  const cancel = useCallback(() => {
    const r = run.current;
    if (r.raf !== null) cancelAnimationFrame(r.raf);
    r.raf = null;
  }, []);

  const tick = useCallback(
    (now: number) => {
      const r = run.current;
      r.raf = null;
      if (r.status !== 'playing' || !r.source) return;
      const due = framesDue(r.clock, now);
      r.clock = due.clock;
      let taken: GameFrame | null = null;
      let over = false;
      for (let i = 0; i < due.count; i++) {
        const next = r.source.next();
        if (!next) {
          over = true;
          break;
        }
        taken = next;
      }
      if (taken) {
        r.last = taken;
        setFrame(taken);
      }
      if (over) {
        r.source = null;
        setStatus('ended');
        onEnd.current?.(r.last);
      } else r.raf = requestAnimationFrame(tick);
    },
    [setStatus],
  );

  const play = useCallback(
    (source: FrameSource) => {
      cancel();
      const r = run.current;
      const first = source.next();
      r.clock = startedClock;
      if (!first) {
        r.source = null;
        setStatus('ended');
        onEnd.current?.(r.last);
        return;
      }
      r.source = source;
      r.last = first;
      setFrame(first);
      setStatus('playing');
      r.raf = requestAnimationFrame(tick);
    },
    [cancel, setStatus, tick],
  );

  const pause = useCallback(() => {
    const r = run.current;
    if (r.status !== 'playing') return;
    cancel();
    r.clock = resumedClock(r.clock);
    setStatus('paused');
  }, [cancel, setStatus]);

  const resume = useCallback(() => {
    const r = run.current;
    if (r.status !== 'paused') return;
    setStatus('playing');
    r.raf = requestAnimationFrame(tick);
  }, [setStatus, tick]);

  const stop = useCallback(() => {
    const r = run.current;
    if (r.status !== 'playing' && r.status !== 'paused') return;
    cancel();
    r.source = null;
    setStatus('stopped');
  }, [cancel, setStatus]);

  const show = useCallback(
    (shown: GameFrame | null) => {
      cancel();
      const r = run.current;
      r.source = null;
      r.last = shown;
      setFrame(shown);
      setStatus('idle');
    },
    [cancel, setStatus],
  );

  useEffect(() => cancel, [cancel]);

  return useMemo(
    () => ({ frame, status, play, pause, resume, stop, show }),
    [frame, status, play, pause, resume, stop, show],
  );
}
