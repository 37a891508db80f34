// "Our class gallery" on a class child's Home, under "From your teacher"
// (docs/product/gallery-screens.md): shown while the teacher has the gallery on, with how many
// drawings it holds. Loaded lazily and only for a class child, as that card is
// (docs/decisions/282-from-your-teacher-on-home.md).
import '../words-ready';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ReactionPicture } from '../../../components/pictures/reaction-pictures';
import { useT } from '../../../i18n/use-t';
import { paths } from '../../../lib/paths';
import { usePersonKey } from '../../../lib/person-store';
import { classGalleryQuery } from './gallery-api';

export default function GalleryHomeCard() {
  const t = useT('gallery');
  const person = usePersonKey();
  const query = useQuery({ ...classGalleryQuery(person ?? 'guest'), enabled: person !== null });
  if (!query.data?.galleryOn) return null;
  return (
    <section
      aria-labelledby="class-gallery-card"
      className="flex min-w-0 flex-wrap items-center gap-4 rounded-3xl border-4 border-amber-200 bg-white p-5 shadow sm:p-6"
    >
      <ReactionPicture kind="star" className="size-12 shrink-0" />
      <div className="grid min-w-0 flex-1 gap-1">
        <h2 id="class-gallery-card" className="text-2xl font-bold text-violet-900">
          {t('gallery.title')}
        </h2>
        <p className="text-lg text-slate-800">{t('gallery.homeCardIntro')}</p>
      </div>
      <Link
        to={paths.gallery}
        className="inline-flex min-h-11 items-center rounded-full bg-violet-700 px-6 text-lg font-bold text-white hover:bg-violet-800"
      >
        {t('gallery.openCard')}
      </Link>
    </section>
  );
}
