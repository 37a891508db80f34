// A level of the Game Lab (docs/product/code-lab.md#game-lab): a scene, the level's scripted
// player and its goal as an ordered list of criteria. The child's program is a game program
// (game-program.ts): handlers for the events the level offers, with the blocks of its toolbox.
import type { Level, LevelBase } from '../../level-types';
import type { Criterion, GameEventKind, GameScene, ScriptedInput } from './game-types';

export type GameLevel = LevelBase & {
  kind: 'game';
  /** The sprites as the game starts, the timer (when the level has one) and the seed. */
  scene: GameScene;
  /** "Check my game" plays these keys and taps at their frames; the server replays the same. */
  script: readonly ScriptedInput[];
  /** How many frames a check lasts at most (30 a second, at most MAX_FRAMES). */
  maxFrames: number;
  /** The goal, in order: the first one a check does not meet is the child's feedback. */
  criteria: readonly Criterion[];
  /** The event blocks the palette offers ("When the game starts" ...), in its order. */
  events: readonly GameEventKind[];
};

export const isGameLevel = (level: Level): level is GameLevel => level.kind === 'game';
