// A shared house in the teacher's Gallery tab (docs/decisions/411-neighbornet.md): its pages built
// from its program in this browser (the version waiting, or the one on the street), never the
// child's typed title. The route loads it with its words, so the pages without a house never
// carry the builder.
import type { PageProgram } from '../../../../domain/code-lab/stages/web/web-program';
import { useT } from '../../../i18n/use-t';
import { HouseFrame } from './house-frame';

export default function GalleryHouse({ program, nickname }: { program: PageProgram; nickname: string }) {
  const t = useT('neighborNet');
  return <HouseFrame program={program} title={(n) => t('neighborNet.gallery.preview', { nickname, n })} />;
}
