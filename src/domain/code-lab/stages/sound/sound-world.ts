// What a tune's blocks do (docs/product/code-lab.md#sound-lab): the Sound Lab's part of the
// interpreter's `ActionWorld` (`world.sound`). Each block's `run` in block-definitions.ts calls
// one of these; sound-stage.ts is the one tune that has them.
import type { SoundWhat, Tempo } from './sound-types';

export type SoundActions = {
  /**
   * Plays a note, a drum, a rest or words in the voice now playing, from the beat it has reached,
   * and moves that voice on by its length. False when the tune has no room for another event (the
   * run stops there).
   */
  play(blockId: string, what: SoundWhat): boolean;
  /** Beats a minute from now on. */
  tempo(bpm: Tempo): void;
};
