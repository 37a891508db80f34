import { describe, expect, it } from 'vitest';
import { runProgram, type RunResult } from '../../../src/domain/code-lab/interpreter';
import {
  checkProgramForLevel,
  type Condition,
  type FunctionName,
  type PenColor,
  type Program,
  type Stmt,
  type TurnDegrees,
} from '../../../src/domain/code-lab/program';
import { findLevel, gameLabWorlds, soundLabWorlds, visionLabWorlds, webLabWorlds } from '../../code-lab/levels';
import { worldGuides } from './index';

// Each mistake a world guide names is a program a child can build on that level (its toolbox,
// its block limit), and it fails the way the mistake says: the outcome a teacher sees on the
// child's screen (docs/product/code-lab.md#engine). When a level changes, this says which
// mistakes to read again.

let next = 0;
const id = () => `m${(next += 1)}`;
const F: () => Stmt = () => ({ id: id(), op: 'forward' });
const P: () => Stmt = () => ({ id: id(), op: 'collect' });
const turn = (dir: 'left' | 'right', degrees?: TurnDegrees): Stmt =>
  degrees ? { id: id(), op: 'turn', dir, degrees } : { id: id(), op: 'turn', dir };
const L = (degrees?: TurnDegrees) => turn('left', degrees);
const R = (degrees?: TurnDegrees) => turn('right', degrees);
const rep = (times: number, ...body: Stmt[]): Stmt => ({ id: id(), op: 'repeat', times, body });
const until = (...body: Stmt[]): Stmt => ({ id: id(), op: 'until-goal', body });
const when = (cond: Condition, then: Stmt[], otherwise?: Stmt[]): Stmt =>
  otherwise
    ? { id: id(), op: 'if', cond, then, else: otherwise }
    : { id: id(), op: 'if', cond, then };
const call = (name: FunctionName): Stmt => ({ id: id(), op: 'call', name });
const pen = (down: boolean): Stmt => ({ id: id(), op: 'pen', down });
const colour = (color: PenColor): Stmt => ({ id: id(), op: 'color', color });
const program = (body: Stmt[], functions: Partial<Record<FunctionName, Stmt[]>> = {}): Program => ({
  version: 2,
  functions: Object.entries(functions).map(([name, fnBody]) => ({
    name: name as FunctionName,
    body: fnBody ?? [],
  })),
  body,
});
const times = (n: number, make: () => Stmt[]): Stmt[] => Array.from({ length: n }, make).flat();

const square2 = () => rep(4, F(), F(), R());
const stairs = () => [F(), L(), F(), R()];
const sail = (back: Stmt) => [rep(3, F()), R(), rep(3, F()), back, rep(3, F()), L(135)];
const walls = () => [rep(4, rep(4, F()), R())];
const frame = () => [colour('blue'), rep(4, rep(6, F()), R())];
const row = (between: () => Stmt[]) => rep(4, call('square'), ...between());

type Outcome = RunResult['outcome'];
// The Game Lab's, the Sound Lab's, the Web Lab's and the Vision Lab's worlds are checked in
// game-mistakes.test.ts, sound-mistakes.test.ts, web-mistakes.test.ts and vision-mistakes.test.ts.
const gameWorldIds = new Set<string>([...gameLabWorlds, ...soundLabWorlds, ...webLabWorlds, ...visionLabWorlds].map((w) => w.id));
/** Level id, the mistake's index in the guide, the program, what the run says. */
type MistakeRun = [string, number, Program, Outcome];

// One run a line, a blank line between worlds: easier to read against the guides as a table.
// prettier-ignore
const runs: MistakeRun[] = [
  ['birthday-1', 0, program([F(), F()]), 'ended-short'],
  ['birthday-1', 1, program([F()]), 'ended-short'],
  ['birthday-2', 0, program([F(), F(), L(), F(), F()]), 'crashed'],
  ['birthday-2', 1, program([F(), R(), F(), F()]), 'crashed'],
  ['birthday-2', 2, program([F(), F(), R(), F()]), 'ended-short'],
  ['birthday-3', 0, program([F(), P(), F(), F(), F()]), 'missed-items'],
  ['birthday-3', 1, program([F(), F(), F(), F()]), 'missed-items'],
  ['birthday-4', 0, program([F(), P(), F(), R(), F(), F()]), 'crashed'],
  ['birthday-4', 1, program([F(), P(), L(), F(), F()]), 'crashed'],
  ['birthday-5', 0, program([F(), P(), F(), R(), F(), F(), P(), R(), F()]), 'crashed'],
  ['birthday-5', 1, program([F(), P(), F(), R(), F(), F(), L(), F()]), 'missed-items'],
  ['birthday-6', 0, program([F(), P(), F(), L(), F(), F(), P(), L(), F(), F()]), 'crashed'],
  ['birthday-6', 1, program([F(), P(), F(), F(), L(), F(), P(), F(), L(), F(), F()]), 'missed-items'],

  ['tech-lab-1', 0, program([rep(6, F())]), 'ended-short'],
  ['tech-lab-1', 1, program([rep(7), F()]), 'ended-short'],
  ['tech-lab-2', 0, program([rep(4, F(), R()), rep(4, F())]), 'crashed'],
  ['tech-lab-2', 1, program([rep(5, F()), R(), rep(4, F())]), 'crashed'],
  ['tech-lab-3', 0, program([rep(3, F(), F(), P())]), 'missed-items'],
  ['tech-lab-3', 1, program([rep(3, F(), P())]), 'ended-short'],
  ['tech-lab-4', 0, program([rep(4, F(), L(), F(), R())]), 'crashed'],
  ['tech-lab-4', 1, program([rep(4, F(), R(), F())]), 'crashed'],
  ['tech-lab-4', 2, program([rep(3, F(), R(), F(), L())]), 'ended-short'],
  ['tech-lab-5', 0, program([rep(3, rep(3, F()), R())]), 'crashed'],
  ['tech-lab-5', 1, program([rep(3, rep(4, F(), R()))]), 'crashed'],
  ['tech-lab-6', 0, program([rep(3, rep(3, F()), P(), R())]), 'ended-short'],
  ['tech-lab-6', 1, program([rep(4, rep(4, F()), P(), R())]), 'crashed'],
  ['tech-lab-6', 2, program([rep(4, rep(3, F()), R())]), 'missed-items'],

  ['lost-finder-1', 0, program([until(), F()]), 'loop'],
  ['lost-finder-1', 1, program([F(), F(), F(), F()]), 'ended-short'],
  ['lost-finder-2', 0, program([until(when('path-ahead', [F()]))]), 'loop'],
  ['lost-finder-2', 1, program([until(when('path-ahead', [F()]), R())]), 'loop'],
  ['lost-finder-2', 2, program([until(when('path-ahead', [R()], [F()]))]), 'crashed'],
  ['lost-finder-3', 0, program([until(F()), when('on-item', [P()])]), 'missed-items'],
  ['lost-finder-3', 1, program([until(when('on-item', [P(), F()]))]), 'loop'],
  ['lost-finder-4', 0, program([until(when('path-ahead', [F()], [R()]))]), 'loop'],
  ['lost-finder-4', 0, program([until(when('path-ahead', [F()], [L()]))]), 'loop'],
  ['lost-finder-4', 1, program([until(when('path-ahead', [F()], [when('path-left', [R()], [L()])]))]), 'loop'],
  ['lost-finder-5', 0, program([until(when('path-ahead', [F()], [R()]))]), 'missed-items'],
  ['lost-finder-5', 1, program([until(when('path-ahead', [F()], [R(), when('on-item', [P()])]))]), 'missed-items'],
  ['lost-finder-5', 2, program([until(when('path-ahead', [F()], [L()]), when('on-item', [P()]))]), 'loop'],
  ['lost-finder-6', 0, program([until(when('path-right', [R()], [when('path-ahead', [F()], [L()])]))]), 'loop'],
  ['lost-finder-6', 1, program([until(when('path-right', [R(), F()], [when('path-ahead', [F()], [R()])]))]), 'loop'],

  ['debug-1', 0, program([F(), F(), F(), R(), F()]), 'crashed'],
  ['debug-1', 1, program([F(), F(), F()]), 'ended-short'],
  ['debug-2', 0, program([F(), F(), L(), R(), F(), F()]), 'crashed'],
  ['debug-2', 1, program([F(), F(), L(), R(), F()]), 'crashed'],
  ['debug-3', 0, program([F(), P(), F(), F(), R(), F(), P()]), 'missed-items'],
  ['debug-3', 1, program([F(), F(), F(), P(), R(), F()]), 'missed-items'],
  ['debug-4', 0, program([rep(3, F()), R(), rep(5, F())]), 'crashed'],
  ['debug-4', 1, program([rep(5, F()), R(), rep(4, F())]), 'crashed'],
  ['debug-5', 0, program([rep(4, L(), F(), R(), F())]), 'crashed'],
  ['debug-5', 1, program([rep(4, F(), R(), F())]), 'crashed'],
  ['debug-6', 0, program([until(when('path-ahead', [F()], [when('path-left', [L()], [L()])]))]), 'loop'],
  ['debug-6', 0, program([until(when('path-ahead', [F()], [when('path-left', [R()], [R()])]))]), 'loop'],
  ['debug-6', 1, program([when('path-ahead', [F()], [when('path-left', [L()], [R()])])]), 'ended-short'],

  ['pen-1', 0, program([rep(4, F(), F(), L())]), 'wrong-drawing'],
  ['pen-1', 1, program([rep(4, F(), R())]), 'wrong-drawing'],
  ['pen-2', 0, program([rep(6, F(), L(), F(), R())]), 'crashed'],
  ['pen-2', 1, program([rep(5, F(), R(), F(), L())]), 'wrong-drawing'],
  ['pen-2', 1, program([rep(7, F(), R(), F(), L())]), 'wrong-drawing'],
  ['pen-2', 2, program([rep(6, F(), R(), F())]), 'wrong-drawing'],
  ['pen-3', 0, program([rep(4, F(), F(), L())]), 'wrong-drawing'],
  ['pen-3', 1, program([R(45), rep(4, F(), F(), L(45))]), 'wrong-drawing'],
  ['pen-3', 2, program([R(45), rep(4, F(), F(), R())]), 'crashed'],
  ['pen-4', 0, program([rep(2, square2(), R(), rep(3, F()), L(), pen(true))]), 'wrong-drawing'],
  ['pen-4', 1, program([rep(2, square2(), pen(false), R(), rep(3, F()), L())]), 'wrong-drawing'],
  ['pen-4', 2, program([rep(2, square2(), pen(false), R(), rep(3, F()), pen(true))]), 'wrong-drawing'],
  ['pen-5', 0, program([rep(4, square2())]), 'wrong-drawing'],
  ['pen-5', 1, program([rep(3, square2(), R())]), 'wrong-drawing'],
  ['pen-6', 0, program([rep(4, rep(3, F()), R(), rep(3, F()), R(135), rep(3, F()))]), 'crashed'],
  ['pen-6', 1, program([rep(4, ...sail(R(45)))]), 'crashed'],
  ['pen-6', 1, program([rep(4, ...sail(R()))]), 'crashed'],
  ['pen-7', 0, program([...walls(), L(45), colour('red'), rep(2, F()), R(), rep(2, F())]), 'wrong-drawing'],
  ['pen-7', 1, program([colour('blue'), ...walls(), L(45), rep(2, F()), R(), rep(2, F()), colour('red')]), 'wrong-drawing'],
  ['pen-7', 1, program([colour('blue'), ...walls(), L(45), rep(2, F()), R(), rep(2, F())]), 'wrong-drawing'],
  ['pen-7', 2, program([colour('blue'), ...walls(), L(45), colour('red'), rep(2, F()), L(), rep(2, F())]), 'crashed'],
  ['pen-7', 2, program([colour('blue'), ...walls(), L(45), colour('red'), rep(2, F()), R(45), rep(2, F())]), 'wrong-drawing'],
  ['pen-8', 0, program([...frame(), R(45), rep(2, F()), L(45), colour('red'), square2()]), 'wrong-drawing'],
  ['pen-8', 1, program([...frame(), pen(false), R(45), rep(2, F()), pen(true), colour('red'), square2()]), 'wrong-drawing'],
  ['pen-8', 2, program([...frame(), pen(false), R(45), rep(2, F()), L(45), colour('red'), square2()]), 'wrong-drawing'],

  ['function-1', 0, program([call('stairs')], { stairs: stairs() }), 'ended-short'],
  ['function-1', 0, program([call('stairs'), call('stairs')], { stairs: stairs() }), 'ended-short'],
  ['function-1', 1, program(times(3, () => [call('stairs')]), { stairs: [F(), R(), F(), L()] }), 'crashed'],
  ['function-2', 0, program([...times(3, () => [call('hop')]), F(), P()], { hop: [] }), 'ended-short'],
  ['function-2', 1, program([...times(3, () => [call('hop')]), F()], { hop: [P(), F()] }), 'missed-items'],
  ['function-3', 0, program([...times(3, () => [call('zigzag')]), F()], { zigzag: [F(), R(), F(), P()] }), 'crashed'],
  ['function-3', 1, program(times(3, () => [call('zigzag')]), { zigzag: [F(), R(), F(), P(), L()] }), 'ended-short'],
  ['function-3', 2, program([...times(3, () => [call('zigzag')]), F()], { zigzag: [F(), R(), P(), F(), L()] }), 'missed-items'],
  ['function-4', 0, program([rep(8, call('petal'), R())], { petal: [square2()] }), 'wrong-drawing'],
  ['function-4', 1, program([rep(4, call('petal'), R(45))], { petal: [square2()] }), 'wrong-drawing'],
  ['function-5', 0, program([until(when('path-ahead', [F(), P()], [R()]))]), 'needs-function'],
  ['function-5', 1, program([until(when('path-ahead', [call('hop')], [R()]))], { hop: [F()] }), 'missed-items'],
  ['function-5', 2, program([until(when('path-ahead', [call('hop')]))], { hop: [F(), P()] }), 'loop'],
  ['function-6', 0, program([rep(3, call('stairs')), P(), rep(3, call('zigzag'))], { stairs: stairs(), zigzag: stairs() }), 'crashed'],
  ['function-6', 1, program([rep(3, call('stairs')), rep(3, call('zigzag'))], { stairs: stairs(), zigzag: [F(), R(), F(), L()] }), 'missed-items'],
  ['function-7', 0, program([rep(4, square2(), F(), F())]), 'needs-function'],
  ['function-7', 1, program([row(() => [])], { square: [square2()] }), 'wrong-drawing'],
  ['function-7', 1, program([row(() => [F()])], { square: [square2()] }), 'wrong-drawing'],
  ['function-8', 0, program([rep(2, row(() => [F(), F()]), R())], { square: [square2()] }), 'crashed'],
  ['function-8', 0, program([rep(2, row(() => [F(), F()]))], { square: [square2()] }), 'crashed'],
  ['function-8', 1, program([rep(2, row(() => [F(), F(), R(), R()]))], { square: [square2()] }), 'wrong-drawing'],
];

describe('the mistakes in the world guides', () => {
  it('has a run for every mistake of every level, and no run for a mistake that is not there', () => {
    // The Game Lab's worlds' mistakes are games, run in game-mistakes.test.ts.
    const named = worldGuides.filter((g) => !gameWorldIds.has(g.worldId)).flatMap((g) =>
      Object.entries(g.mistakes).flatMap(([levelId, list]) =>
        list.map((_, i) => `${levelId} ${i}`),
      ),
    );
    expect([...new Set(runs.map(([levelId, i]) => `${levelId} ${i}`))].sort()).toEqual(
      named.sort(),
    );
  });

  it.each(runs.map((r, n) => [`${r[0]} #${r[1] + 1} (${n})`, ...r] as const))(
    '%s: a program the level allows, and it ends as the mistake says',
    (_, levelId, __, prog, outcome) => {
      const level = findLevel(levelId)!;
      expect(checkProgramForLevel(level, prog)).toEqual({ ok: true });
      expect(runProgram(level, prog).outcome).toBe(outcome);
    },
  );
});
