import '../features/code-lab/words-ready';
import { StudioScreen } from '../features/code-lab/studio/studio-screen';

/** /code-lab/studio: free drawing and "My drawings" (docs/product/code-lab.md#free-drawing). */
export function Component() {
  return <StudioScreen />;
}
