// The class gallery's drawings for a class child (docs/product/gallery-screens.md): each one
// drawn from its program under the child's nickname (never a title), "You made this" on the
// child's own, and three reactions with their counts. The child's reaction is pressed; tapping
// it again takes it back, tapping another replaces it (one per child per drawing).
import type { ReactNode } from 'react';
import { REACTIONS } from '../../../../domain/classes/gallery-words';
import { ReactionPicture } from '../../../components/pictures/reaction-pictures';
import { useT } from '../../../i18n/use-t';
import type { ClassGalleryItem, ReactionKind } from './gallery-api';

const reactionButton = { star: 'gallery.starButton', clap: 'gallery.clapButton', heart: 'gallery.heartButton' } as const;

type Props = {
  items: readonly ClassGalleryItem[];
  /** The reaction the child tapped: a kind, or null to take theirs back. */
  onReact(item: ClassGalleryItem, kind: ReactionKind | null): void;
  /** Draws a program (the pen stage, in the page; anything in a test). */
  drawing(item: ClassGalleryItem): ReactNode;
  /** Games say "Game by Ana", tunes "Tune by Ana", finders "Finder by Ana" (drawings, the default, "Drawing by Ana"). */
  kind?: 'drawing' | 'game' | 'tune' | 'finder';
};

const byKeys = { drawing: 'gallery.drawingBy', game: 'gallery.gameBy', tune: 'gallery.tuneBy', finder: 'gallery.finderBy' } as const;
const reactionsOfKeys = {
  drawing: 'gallery.reactionsOf',
  game: 'gallery.reactionsOfGame',
  tune: 'gallery.reactionsOfTune',
  finder: 'gallery.reactionsOfFinder',
} as const;

/** The item after this child's reaction changes to `kind` (null: none), counts kept true. */
export function withReaction(item: ClassGalleryItem, kind: ReactionKind | null): ClassGalleryItem {
  const reactions = { ...item.reactions };
  if (item.myReaction) reactions[item.myReaction] = Math.max(0, reactions[item.myReaction] - 1);
  if (kind) reactions[kind] += 1;
  return { ...item, reactions, myReaction: kind };
}

export function GalleryView({ items, onReact, drawing, kind = 'drawing' }: Props) {
  const t = useT('gallery');
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => {
        const heading = `gallery-item-${item.id}`;
        return (
          <li key={item.id} className="min-w-0">
            <article
              aria-labelledby={heading}
              className="grid gap-3 rounded-3xl border-2 border-violet-200 bg-white p-4 shadow"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 id={heading} className="text-xl font-bold break-words text-violet-950">
                  {t(byKeys[kind], { nickname: item.nickname })}
                </h2>
                {item.mine && (
                  <p className="rounded-full bg-amber-100 px-3 py-1 text-base font-bold text-amber-950">
                    {t('gallery.youMadeThis')}
                  </p>
                )}
              </div>
              {drawing(item)}
              <div
                role="group"
                aria-label={t(reactionsOfKeys[kind], { nickname: item.nickname })}
                className="flex flex-wrap gap-2"
              >
                {REACTIONS.map((kind) => {
                  const pressed = item.myReaction === kind;
                  return (
                    <button
                      key={kind}
                      type="button"
                      aria-pressed={pressed}
                      aria-label={t(reactionButton[kind], { count: item.reactions[kind] })}
                      title={t(`gallery.${kind}`)}
                      onClick={() => onReact(item, pressed ? null : kind)}
                      className={`inline-flex min-h-11 min-w-16 items-center justify-center gap-2 rounded-full border-2 px-3 text-lg font-bold ${
                        pressed
                          ? 'border-violet-800 bg-violet-700 text-white'
                          : 'border-violet-300 bg-white text-violet-900 hover:bg-violet-50'
                      }`}
                    >
                      <ReactionPicture kind={kind} className="size-7" />
                      <span>{item.reactions[kind]}</span>
                    </button>
                  );
                })}
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
