import { describe, expect, it } from 'vitest';
import { at, SCALE_BIT, tuneOf } from './test-tunes';
import {
  BEAT_W,
  barBox,
  beatAt,
  GUTTER_W,
  isPlaying,
  LANE_H,
  lanesFor,
  rollBeats,
} from './roll-layout';
import { stepToSay } from './sound-commentary';

// Where the roll draws a tune (docs/decisions/406-the-sound-lab.md#the-page-roll-sound-and-level-page).

describe("the roll's lanes", () => {
  it('has the notes used from high to low, at least five, then the rests and the drums used', () => {
    const drums = tuneOf([
      at(0, { kind: 'drum', drum: 'snare', length: 'quarter' }),
      at(1, { kind: 'drum', drum: 'kick', length: 'quarter' }),
    ]);
    expect(lanesFor([SCALE_BIT.events, drums.events])).toEqual([
      { kind: 'note', note: 'G4' },
      { kind: 'note', note: 'F4' },
      { kind: 'note', note: 'E4' },
      { kind: 'note', note: 'D4' },
      { kind: 'note', note: 'C4' },
      { kind: 'rest' },
      { kind: 'drum', drum: 'kick' },
      { kind: 'drum', drum: 'snare' },
    ]);
  });

  it('puts the words on top and reaches down from the top C', () => {
    const lanes = lanesFor([
      [
        at(0, { kind: 'say', phrase: 'hello' }),
        at(0, { kind: 'note', note: 'C6', length: 'whole' }),
      ],
    ]);
    expect(lanes.map((l) => (l.kind === 'note' ? l.note : l.kind))).toEqual([
      'say',
      'C6',
      'B5',
      'A5',
      'G5',
      'F5',
    ]);
  });

  it('draws a bar where its beat starts, as long as its length, on its lane', () => {
    const lanes = lanesFor([SCALE_BIT.events]);
    expect(barBox(lanes, SCALE_BIT.events[3]!)).toEqual({
      x: GUTTER_W + 3 * BEAT_W + 1,
      y: 2 * LANE_H + 2,
      width: 2 * BEAT_W - 2,
      height: LANE_H - 4,
    });
    expect(rollBeats([SCALE_BIT, null])).toBe(5);
  });
});

describe('the play head', () => {
  it('follows the beats through a change of tempo', () => {
    // Two quarters at 60 a minute, then two at 120.
    const events = [
      at(0, { kind: 'note', note: 'C4', length: 'quarter' }),
      at(1, { kind: 'note', note: 'D4', length: 'quarter' }),
      { ...at(2, { kind: 'note', note: 'E4', length: 'quarter' }), time: 2, duration: 0.5 },
      { ...at(3, { kind: 'note', note: 'F4', length: 'quarter' }), time: 2.5, duration: 0.5 },
    ];
    expect(beatAt(events, 0.5)).toBe(0.5);
    expect(beatAt(events, 2.25)).toBe(2.5);
    expect(beatAt(events, 2.75)).toBe(3.5);
    expect(isPlaying(events[3]!, 2.75)).toBe(true);
    expect(isPlaying(events[2]!, 2.75)).toBe(false);
    expect(isPlaying(events[2]!, null)).toBe(false);
  });
});

describe('the running commentary', () => {
  it('says what plays now, at most once a second, never the same step twice in a row', () => {
    const quick = tuneOf(
      [0, 0.5, 1, 1.5, 2].map((b) => at(b, { kind: 'note', note: 'C4', length: 'eighth' })),
    );
    expect(stepToSay(quick.events, 0.1, null)).toBe(0);
    expect(stepToSay(quick.events, 0.6, { step: 0, at: 0.1 })).toBeNull();
    expect(stepToSay(quick.events, 1.2, { step: 0, at: 0.1 })).toBe(2);
    expect(stepToSay(SCALE_BIT.events, 3.5, { step: 3, at: 3.1 })).toBeNull();
    expect(stepToSay(SCALE_BIT.events, 4.5, { step: 3, at: 3.1 })).toBeNull();
  });
});
