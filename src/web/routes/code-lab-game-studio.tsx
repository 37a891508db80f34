import '../features/code-lab/words-ready';
import '../features/code-lab/game-studio/words-ready';
import { GameStudioScreen } from '../features/code-lab/game-studio/game-studio-screen';

/** /code-lab/game-studio: make any game and "My games" (docs/product/code-lab.md#the-game-studio). */
export function Component() {
  return <GameStudioScreen />;
}
