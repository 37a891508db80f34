import '../features/code-lab/words-ready';
import { GalleryScreen } from '../features/code-lab/gallery/gallery-screen';

/** /gallery: a class's approved drawings for its children (docs/product/gallery-screens.md). */
export function Component() {
  return <GalleryScreen />;
}
