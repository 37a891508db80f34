// Run, Step and Reset for a level's program (docs/product/code-lab.md): the engine runs the whole
// program at once; this hook plays its trace step by step at the chosen speed. A run "ends" when
// its last step is shown, by playing or stepping; Reset before that does not count as a try.
import { useCallback, useEffect, useRef, useState } from 'react';
import { runProgram, type RunResult } from '../../../../domain/code-lab/interpreter';
import type { Level } from '../../../../domain/code-lab/level-types';
import type { Program } from '../../../../domain/code-lab/program';

export type Speed = 'slow' | 'normal' | 'fast';
const STEP_MS: Record<Speed, number> = { slow: 900, normal: 500, fast: 180 };

type RunPhase = 'idle' | 'playing' | 'paused' | 'done';
type State = { phase: RunPhase; result: RunResult | null; shown: number };
const idle: State = { phase: 'idle', result: null, shown: 0 };

export function useRun(level: Level, program: Program, onEnd: (result: RunResult) => void) {
  const [state, setState] = useState<State>(idle);
  const [speed, setSpeed] = useState<Speed>('normal');
  const endSeen = useRef<RunResult | null>(null);
  const onEndRef = useRef(onEnd);
  useEffect(() => {
    onEndRef.current = onEnd;
  });

  const start = useCallback((): RunResult => runProgram(level, program), [level, program]);

  const run = useCallback(() => {
    setState((s) => {
      if (s.phase === 'paused') return { ...s, phase: 'playing' };
      if (s.phase === 'playing') return s;
      return { phase: 'playing', result: start(), shown: 0 };
    });
  }, [start]);

  const step = useCallback(() => {
    setState((s) => {
      if (s.phase === 'idle' || s.phase === 'done') {
        const result = start();
        const shown = Math.min(1, result.trace.length);
        return { phase: shown >= result.trace.length ? 'done' : 'paused', result, shown };
      }
      const shown = Math.min(s.shown + 1, s.result!.trace.length);
      return { ...s, phase: shown >= s.result!.trace.length ? 'done' : 'paused', shown };
    });
  }, [start]);

  const reset = useCallback(() => setState(idle), []);

  // Playing: one more step every STEP_MS, until the last one.
  useEffect(() => {
    if (state.phase !== 'playing' || !state.result) return;
    if (state.shown >= state.result.trace.length) {
      setState((s) => ({ ...s, phase: 'done' }));
      return;
    }
    const timer = setTimeout(
      () => setState((s) => (s.phase === 'playing' ? { ...s, shown: s.shown + 1 } : s)),
      state.shown === 0 ? 0 : STEP_MS[speed],
    );
    return () => clearTimeout(timer);
  }, [state, speed]);

  // A run ends once: tell the page (counts a try, checks a solve).
  useEffect(() => {
    if (state.phase === 'done' && state.result && endSeen.current !== state.result) {
      endSeen.current = state.result;
      onEndRef.current(state.result);
    }
  }, [state]);

  const trace = state.result?.trace ?? [];
  const shownSteps = trace.slice(0, state.shown);
  return {
    phase: state.phase,
    result: state.result,
    shownSteps,
    current: shownSteps.at(-1) ?? null,
    speed,
    setSpeed,
    run,
    step,
    reset,
    tweenMs: Math.round(STEP_MS[speed] * 0.7),
  };
}

export type RunControl = ReturnType<typeof useRun>;
