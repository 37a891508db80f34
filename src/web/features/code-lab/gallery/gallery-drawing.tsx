// A shared drawing in the class gallery, drawn from its program on the studio's paper, as the
// pen stage draws it when a run has ended (docs/product/gallery-screens.md): never an uploaded
// picture, never its title. The default export is what the class page loads lazily for the
// teacher's Gallery tab (composed in routes/class.tsx: features do not import each other).
import { useMemo } from 'react';
import type { Program } from '../../../../domain/code-lab/program';
import { PenStage } from '../stages/pen/pen-stage';
import { STUDIO_LEVEL } from '../../../../domain/code-lab/studio-paper';
import { studioDrawing } from '../studio/studio-run';

export type GalleryDrawingProps = { program: Program };

export default function GalleryDrawing({ program }: GalleryDrawingProps) {
  const drawing = useMemo(() => studioDrawing(program), [program]);
  return (
    <PenStage
      size={STUDIO_LEVEL.size}
      drawn={drawing.segments}
      turtle={drawing.turtle}
      crashAt={drawing.crashAt}
      tweenMs={0}
    />
  );
}
