import { StudioScreen } from '../features/code-lab/studio/studio-screen';

/**
 * /code-lab/studio: free drawing and "My drawings" (docs/product/code-lab.md#free-drawing). The
 * engine's pen run gives the segments each program draws; until it is merged here the paper
 * shows no lines and the downloads are not offered.
 */
export function Component() {
  return <StudioScreen segmentsOf={null} />;
}
