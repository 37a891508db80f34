import { describe, expect, it } from 'vitest';
import { blockPlaces } from './block-places';
import { walkProgram, type Program, type Stmt } from './program';
import { prng, randomProgramV2 } from './random-programs';

const fwd = (id: string): Stmt => ({ id, op: 'forward' });
const turn = (id: string): Stmt => ({ id, op: 'turn', dir: 'left' });

describe('block numbers (docs/decisions/351-blocks-numbered-2-2-1-and-bumps-name-them.md)', () => {
  it("number nested blocks 2, 2.1, 2.2, and an if's Otherwise blocks on from its own", () => {
    // A wall follower: an if inside an if inside a loop, after a first block.
    const program: Program = {
      version: 1,
      body: [
        fwd('a'),
        {
          id: 'u',
          op: 'until-goal',
          body: [
            {
              id: 'i',
              op: 'if',
              cond: 'path-right',
              then: [turn('t'), fwd('f')],
              else: [{ id: 'j', op: 'if', cond: 'path-ahead', then: [fwd('g')], else: [turn('l')] }],
            },
          ],
        },
      ],
    };
    const numbers = Object.fromEntries([...blockPlaces(program)].map(([id, p]) => [id, p.number]));
    expect(numbers).toEqual({ a: '1', u: '2', i: '2.1', t: '2.1.1', f: '2.1.2', j: '2.1.3', g: '2.1.3.1', l: '2.1.3.2' });
  });

  it("number a function's blocks on their own, with its name", () => {
    const program: Program = {
      version: 2,
      body: [fwd('a'), { id: 'c', op: 'call', name: 'square' }],
      functions: [{ name: 'square', body: [fwd('b'), { id: 'r', op: 'repeat', times: 2, body: [turn('t')] }] }],
    };
    expect(Object.fromEntries(blockPlaces(program))).toEqual({
      a: { number: '1', fn: null },
      c: { number: '2', fn: null },
      b: { number: '1', fn: 'square' },
      r: { number: '2', fn: 'square' },
      t: { number: '2.1', fn: 'square' },
    });
  });

  it('give every block of random programs a place of its own', () => {
    const random = prng(351);
    for (let i = 0; i < 200; i++) {
      const program = randomProgramV2(random);
      const blocks = [...walkProgram(program)];
      const places = blockPlaces(program);
      expect(places.size).toBe(blocks.length);
      expect(new Set([...places.values()].map((p) => `${p.fn ?? ''} ${p.number}`)).size).toBe(blocks.length);
    }
  });
});
