// Frames for the scene's tests: sprites and frames as the engine makes them (game-types.ts).
import type {
  Costume,
  GameFrame,
  SpriteId,
  SpriteState,
} from '../../../../../domain/code-lab/stages/game/game-types';

const costumeOf = (id: SpriteId): Costume =>
  id === 'star-2' ? 'star' : id === 'rock-2' ? 'rock' : id;

export const spriteAt = (id: SpriteId, over: Partial<SpriteState> = {}): SpriteState => ({
  id,
  costume: costumeOf(id),
  x: 200,
  y: 200,
  direction: 90,
  speed: 0,
  visible: true,
  ...over,
});

export const frameOf = (
  frame: number,
  sprites: SpriteState[],
  over: Partial<GameFrame> = {},
): GameFrame => ({
  frame,
  sprites,
  score: 0,
  touching: [],
  ...over,
});
