// What the teacher's Gallery tab shows (docs/product/gallery-screens.md): the switch, the
// drawings waiting (each drawn, the nickname, when it was shared, Approve / Not this time) and the
// drawings in the gallery (their reactions, Remove after a question). Drawn from props only; the
// panel (gallery-panel.tsx) asks the server.
import { useState, type ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { REACTIONS } from '../../../../domain/classes/gallery-words';
import { useLocale, useT } from '../../../i18n/use-t';
import { dangerButton, primaryButton, secondaryButton } from '../../../components/button-styles';
import { ModalFrame } from '../../../components/modal-frame';
import { ReactionPicture } from '../../../components/pictures/reaction-pictures';
import { SwitchButton } from '../../../components/switch-button';
import type { GalleryKind, TeacherGalleryItem } from './gallery-api';

/** Each kind's words on the lists (drawings', games', tunes', houses' and finders'). */
const KIND_WORDS = {
  drawing: {
    pendingTitle: 'classes.gallery.pendingTitle',
    noPending: 'classes.gallery.noPending',
    approvedTitle: 'classes.gallery.approvedTitle',
    noApproved: 'classes.gallery.noApproved',
    removeTitle: 'classes.gallery.removeTitle',
    removeHelp: 'classes.gallery.removeHelp',
  },
  game: {
    pendingTitle: 'classes.gallery.gamesPendingTitle',
    noPending: 'classes.gallery.noPendingGames',
    approvedTitle: 'classes.gallery.gamesApprovedTitle',
    noApproved: 'classes.gallery.noApprovedGames',
    removeTitle: 'classes.gallery.removeGameTitle',
    removeHelp: 'classes.gallery.removeGameHelp',
  },
  tune: {
    pendingTitle: 'classes.gallery.tunesPendingTitle',
    noPending: 'classes.gallery.noPendingTunes',
    approvedTitle: 'classes.gallery.tunesApprovedTitle',
    noApproved: 'classes.gallery.noApprovedTunes',
    removeTitle: 'classes.gallery.removeTuneTitle',
    removeHelp: 'classes.gallery.removeTuneHelp',
  },
  // NeighborNet's houses, whose approved ones make the class street (docs/decisions/411-neighbornet.md).
  page: {
    pendingTitle: 'classes.gallery.housesPendingTitle',
    noPending: 'classes.gallery.noPendingHouses',
    approvedTitle: 'classes.gallery.housesApprovedTitle',
    noApproved: 'classes.gallery.noApprovedHouses',
    removeTitle: 'classes.gallery.removeHouseTitle',
    removeHelp: 'classes.gallery.removeHouseHelp',
  },
  // Find My Keys' finders (docs/decisions/415-find-my-keys.md).
  finder: {
    pendingTitle: 'classes.gallery.findersPendingTitle',
    noPending: 'classes.gallery.noPendingFinders',
    approvedTitle: 'classes.gallery.findersApprovedTitle',
    noApproved: 'classes.gallery.noApprovedFinders',
    removeTitle: 'classes.gallery.removeFinderTitle',
    removeHelp: 'classes.gallery.removeFinderHelp',
  },
} as const;

const card = 'grid gap-3 rounded-3xl bg-white p-4 shadow sm:p-5';
const small = (look: string) => look.replace('px-6 text-lg', 'px-4 text-base');

/** The gallery on or off: a switch, said in words beside it. */
export function GallerySwitch({
  on,
  busy,
  onChange,
}: {
  on: boolean;
  busy: boolean;
  onChange(on: boolean): void;
}) {
  const t = useT('classes');
  return (
    <section aria-labelledby="gallery-switch-label" className={card}>
      <div className="flex flex-wrap items-center gap-4">
        <h2 id="gallery-switch-label" className="text-2xl font-extrabold text-violet-900">
          {t('classes.gallery.switchLabel')}
        </h2>
        <SwitchButton on={on} busy={busy} labelledBy="gallery-switch-label" describedBy="gallery-switch-words" onChange={onChange} />
      </div>
      <p id="gallery-switch-words" className="text-lg text-slate-800">
        {on ? t('classes.gallery.switchOn') : t('classes.gallery.switchOff')}
      </p>
      <p className="text-base text-slate-700">{t('classes.gallery.teacherIntro')}</p>
    </section>
  );
}

/** "Shared 26 November, 10:04", in the teacher's own calendar. */
const sharedWhen = (iso: string, locale: string) =>
  new Date(iso).toLocaleString(locale, {
    day: 'numeric',
    month: 'long',
    hour: 'numeric',
    minute: '2-digit',
  });

type ListProps = {
  /** Drawings (the default), games or tunes: the headings and words. */
  kind?: GalleryKind;
  items: readonly TeacherGalleryItem[];
  busy: boolean;
  /** Draws a program (the pen stage, in the page). */
  drawing(item: TeacherGalleryItem): ReactNode;
};

function ItemHeader({ item }: { item: TeacherGalleryItem }) {
  const t = useT('classes');
  const locale = useLocale();
  return (
    <div className="grid gap-1">
      <h3 id={`gallery-item-${item.id}`} className="text-xl font-bold break-words text-violet-950">
        {item.nickname}
      </h3>
      <p className="text-base text-slate-700">
        <time dateTime={item.sharedAt}>{t('classes.gallery.sharedOn', { when: sharedWhen(item.sharedAt, locale) })}</time>
      </p>
    </div>
  );
}

const grid = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

/** The drawings waiting for the teacher, oldest first. */
export function PendingList({
  kind = 'drawing',
  items,
  busy,
  drawing,
  onApprove,
  onReject,
}: ListProps & {
  onApprove(item: TeacherGalleryItem): void;
  onReject(item: TeacherGalleryItem): void;
}) {
  const t = useT('classes');
  return (
    <section aria-labelledby={`gallery-pending-${kind}`} className="grid gap-3">
      <h2 id={`gallery-pending-${kind}`} className="text-2xl font-extrabold text-violet-900">
        {t(KIND_WORDS[kind].pendingTitle, { count: items.length })}
      </h2>
      {items.length === 0 ? (
        <p className="text-lg">{t(KIND_WORDS[kind].noPending)}</p>
      ) : (
        <ul className={grid}>
          {items.map((item) => (
            <li key={item.id} className="min-w-0">
              <article aria-labelledby={`gallery-item-${item.id}`} className={card}>
                <ItemHeader item={item} />
                {drawing(item)}
                <div className="flex flex-wrap gap-2">
                  <button
                    aria-label={t('classes.gallery.approveFor', { nickname: item.nickname })}
                    type="button"
                    className={small(primaryButton)}
                    disabled={busy}
                    onClick={() => onApprove(item)}
                  >
                    {t('classes.gallery.approve')}
                  </button>
                  <button
                    aria-label={t('classes.gallery.rejectFor', { nickname: item.nickname })}
                    type="button"
                    className={small(secondaryButton)}
                    disabled={busy}
                    onClick={() => onReject(item)}
                  >
                    {t('classes.gallery.reject')}
                  </button>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The drawings in the gallery, with their reactions; Remove asks first. */
export function ApprovedList({
  kind = 'drawing',
  items,
  busy,
  drawing,
  onRemove,
}: ListProps & { onRemove(item: TeacherGalleryItem): void }) {
  const t = useT('classes');
  const [asking, setAsking] = useState<TeacherGalleryItem | null>(null);
  return (
    <section aria-labelledby={`gallery-approved-${kind}`} className="grid gap-3">
      <h2 id={`gallery-approved-${kind}`} className="text-2xl font-extrabold text-violet-900">
        {t(KIND_WORDS[kind].approvedTitle, { count: items.length })}
      </h2>
      {items.length === 0 ? (
        <p className="text-lg">{t(KIND_WORDS[kind].noApproved)}</p>
      ) : (
        <ul className={grid}>
          {items.map((item) => (
            <li key={item.id} className="min-w-0">
              <article aria-labelledby={`gallery-item-${item.id}`} className={card}>
                <ItemHeader item={item} />
                {drawing(item)}
                <p className="flex flex-wrap gap-3 text-lg font-bold text-slate-900">
                  <span className="sr-only">{t('classes.gallery.reactions', { stars: item.reactions.star, claps: item.reactions.clap, hearts: item.reactions.heart })}</span>
                  {REACTIONS.map((kind) => (
                    <span key={kind} aria-hidden="true" className="inline-flex items-center gap-1">
                      <ReactionPicture kind={kind} className="size-6" />
                      {item.reactions[kind]}
                    </span>
                  ))}
                </p>
                <button
                  aria-label={t('classes.gallery.removeFor', { nickname: item.nickname })}
                  type="button"
                  className={`${small(secondaryButton)} justify-self-start`}
                  disabled={busy}
                  onClick={() => setAsking(item)}
                >
                  {t('classes.gallery.remove')}
                </button>
              </article>
            </li>
          ))}
        </ul>
      )}
      {asking && (
        <Dialog.Root open onOpenChange={(open) => !open && setAsking(null)}>
          <ModalFrame title={t(KIND_WORDS[kind].removeTitle, { nickname: asking.nickname })} description={t(KIND_WORDS[kind].removeHelp)}>
            <div className="flex flex-wrap gap-3">
              <button
                type="button"
                className={dangerButton}
                onClick={() => {
                  onRemove(asking);
                  setAsking(null);
                }}
              >
                {t('classes.gallery.removeYes')}
              </button>
              <button type="button" className={secondaryButton} onClick={() => setAsking(null)}>
                {t('classes.gallery.cancel')}
              </button>
            </div>
          </ModalFrame>
        </Dialog.Root>
      )}
    </section>
  );
}
