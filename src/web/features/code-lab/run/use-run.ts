// Run, Step, Stop and Reset for a level's program (docs/product/code-lab.md#level-page): the
// engine runs the whole program at once; this hook plays its trace step by step at the chosen
// speed (kept for the person). What each button does is in run-state.ts
// (docs/decisions/179-what-counts-as-a-try.md).
import { useAfterHydration } from '../../../lib/browser-value';
import { useCallback, useEffect, useRef, useState } from 'react';
import { runProgram } from '../../../../domain/code-lab/interpreter';
import type { Level } from '../../../../domain/code-lab/level-types';
import type { Program } from '../../../../domain/code-lab/program';
import { personStore, usePersonKey } from '../../../lib/person-store';
import {
  idleRun,
  lapsShown,
  programChanged,
  resetPressed,
  runPressed,
  SPEEDS,
  stepMsFor,
  stepPressed,
  stopPressed,
  ticked,
  type RunEnding,
  type RunState,
  type Speed,
} from './run-state';

const SPEED_NAME = 'codeLab.speed';

function useKeptSpeed() {
  const person = usePersonKey();
  const [chosen, setChosen] = useState<{ person: string | null; speed: Speed } | null>(null);
  // Kept on the device: read once the page is awake (the server's render, and the browser's first,
  // are at normal speed).
  const awake = useAfterHydration();
  const stored = person && awake ? personStore.read(person, SPEED_NAME) : null;
  const kept = SPEEDS.find((s) => s === stored) ?? 'normal';
  const speed = chosen && chosen.person === person ? chosen.speed : kept;
  const setSpeed = useCallback(
    (next: Speed) => {
      setChosen({ person, speed: next });
      if (person) personStore.write(person, SPEED_NAME, next);
    },
    [person],
  );
  return [speed, setSpeed] as const;
}

export function useRun(level: Level, program: Program, onEnd: (ending: RunEnding) => void) {
  const [state, setState] = useState<RunState>(idleRun);
  const [speed, setSpeed] = useKeptSpeed();
  const endSeen = useRef<RunEnding | null>(null);
  const onEndRef = useRef(onEnd);
  useEffect(() => {
    onEndRef.current = onEnd;
  });

  const start = useCallback(() => runProgram(level, program), [level, program]);
  // When Run was pressed: a new run's steps keep to the clock from there, so the time its first
  // render takes (the engine's run included) on a slow device is not added to the run's end.
  const pressedAt = useRef<number | null>(null);
  const run = useCallback(() => {
    pressedAt.current = performance.now();
    setState((s) => runPressed(s, start));
  }, [start]);
  const step = useCallback(() => setState((s) => stepPressed(s, start)), [start]);
  const stop = useCallback(() => setState(stopPressed), []);
  const reset = useCallback(() => setState(resetPressed), []);
  const clear = useCallback(() => setState(programChanged), []);

  const stepMs = stepMsFor(state.result, speed);
  // Playing: one more step every stepMs (the first at once), until the last one. The steps keep
  // to a clock, so a slow device shows the due steps together rather than run late.
  const clock = useRef<{ at: number; shown: number; stepMs: number } | null>(null);
  useEffect(() => {
    if (state.phase !== 'playing') {
      clock.current = null;
      return;
    }
    const now = performance.now();
    if (!clock.current || clock.current.stepMs !== stepMs) {
      // A new run: its first step at once, counted from the press of Run when there was one.
      const from = state.shown === 0 ? Math.min(now, pressedAt.current ?? now) - stepMs : now;
      clock.current = { at: from, shown: state.shown, stepMs };
    }
    pressedAt.current = null;
    const c = clock.current;
    const dueAt = c.at + (state.shown + 1 - c.shown) * stepMs;
    const timer = setTimeout(
      () => setState((s) => ticked(s, c.shown + Math.floor((performance.now() - c.at) / stepMs))),
      Math.max(0, dueAt - now),
    );
    return () => clearTimeout(timer);
  }, [state, stepMs]);

  // A run ends once: tell the page (counts a try, checks a solve).
  useEffect(() => {
    if (state.ending && endSeen.current !== state.ending) {
      endSeen.current = state.ending;
      onEndRef.current(state.ending);
    }
  }, [state]);

  const trace = state.result?.trace ?? [];
  const shownSteps = trace.slice(0, state.shown);
  const result = state.result;
  return {
    phase: state.phase,
    result,
    shownSteps,
    current: shownSteps.at(-1) ?? null,
    /** A run that never ends (a loop, too many steps) plays its laps: its words and its mark show from here on. */
    loopShown: lapsShown(state),
    speed,
    setSpeed,
    run,
    step,
    stop,
    reset,
    /** The program changed: back to the start, not a try. */
    clear,
    tweenMs: Math.round(stepMs * 0.7),
  };
}

export type RunControl = ReturnType<typeof useRun>;
