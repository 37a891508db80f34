// A studio drawing's place in the class gallery, for a class child whose teacher has the gallery
// on (docs/product/gallery-screens.md): "Share with my class" (the teacher looks first), then
// waiting / in the gallery / not this time, and "Take it back" at any of them. A drawing the
// teacher turned down may be shared again.
import { primaryButton, secondaryButton } from '../../../components/button-styles';
import { useT } from '../../../i18n/use-t';
import type { DrawingShare } from './gallery-api';

type Props = {
  /** The drawing's title, for the buttons' names (the class never sees it). */
  title: string;
  share: DrawingShare | null;
  busy: boolean;
  onShare(): void;
  onTakeBack(): void;
};

const stateWords = { pending: 'gallery.pending', approved: 'gallery.approved', rejected: 'gallery.rejected' } as const;
const stateLook = {
  pending: 'bg-amber-100 text-amber-950',
  approved: 'bg-emerald-100 text-emerald-950',
  rejected: 'bg-slate-100 text-slate-900',
} as const;
const small = (look: string) => look.replace('px-6 text-lg', 'px-4 text-base');

export function ShareControl({ title, share, busy, onShare, onTakeBack }: Props) {
  const t = useT('gallery');
  const canShare = share === null || share.status === 'rejected';
  return (
    <div className="grid gap-2 rounded-2xl bg-violet-50 p-3">
      {share && (
        <p
          className={`justify-self-start rounded-full px-3 py-1 font-bold ${stateLook[share.status]}`}
        >
          {t(stateWords[share.status])}
        </p>
      )}
      {canShare && <p className="text-base text-slate-800">{t('gallery.shareHint')}</p>}
      <div className="flex flex-wrap gap-2">
        {canShare && (
          <button
            aria-label={share ? t('gallery.shareAgainNamed', { title }) : t('gallery.shareNamed', { title })}
            type="button"
            className={small(primaryButton)}
            disabled={busy}
            onClick={onShare}
          >
            {share ? t('gallery.shareAgain') : t('gallery.share')}
          </button>
        )}
        {share && (
          <button
            aria-label={t('gallery.takeBackNamed', { title })}
            type="button"
            className={small(secondaryButton)}
            disabled={busy}
            onClick={onTakeBack}
          >
            {t('gallery.takeBack')}
          </button>
        )}
      </div>
    </div>
  );
}
