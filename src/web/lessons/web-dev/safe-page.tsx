// The Build tab of Web Creator (docs/product/lessons.md#web-creator): cards of things a child might
// put on a web page, each with two buttons, "OK to share" and "Ask a grown-up first" (tap, click,
// Enter or Space; nothing to drag, so nothing moves out from under a finger or the keyboard's
// focus). A card stays where the child puts it; the line under the heading says whether that is
// its place and why, and the card shows it in words. Below, "Your page" shows what everyone could
// see and the other box what waits for a grown-up. Every card in its place finishes the activity
// (`safe-page`), checked again by the server with the same rule.
import { useEffect, useMemo, useReducer, useRef } from 'react';
import {
  PLACES,
  firstUnsorted,
  initialSortState,
  isRight,
  sortEvidenceOf,
  sortReducer,
  type Place,
  type SafeCard,
  type SortEvidence,
} from '../../../domain/lessons/safe-page';
import type { Translate } from '../../../i18n/translate';
import { useT } from '../../i18n/use-t';
import { CardPicture } from './card-pictures';
import '../activity-words'; // its words are loaded before it renders

const button =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full border-2 px-4 py-1 text-base font-bold leading-tight';
const chosen: Record<Place, string> = {
  share: 'border-emerald-800 bg-emerald-700 text-white',
  private: 'border-violet-800 bg-violet-700 text-white',
};

/** The sort's state, and `onDone` called once when every card is first in its place. */
export function useSafePage(cards: readonly SafeCard[], onDone: (evidence: SortEvidence) => void) {
  const reduce = useMemo(() => sortReducer(cards), [cards]);
  const [state, dispatch] = useReducer(reduce, initialSortState);
  const reported = useRef(false);
  useEffect(() => {
    if (state.done && !reported.current) {
      reported.current = true;
      onDone(sortEvidenceOf(state));
    }
  }, [state, onDone]);
  return { cards, state, dispatch };
}

type Model = ReturnType<typeof useSafePage>;

const cardWords = (t: Translate, card: string) => t('activities.safePage.card', { card });
const placeWords = (t: Translate, place: Place) => t('activities.safePage.place', { place });

/** What the line under the heading says now, in the page's language. */
function saying(t: Translate, model: Model): string {
  const { cards, state } = model;
  if (state.last === null) return t('activities.safePage.help');
  if (firstUnsorted(cards, state.sorted) === null) return t('activities.safePage.done');
  const { card, place } = state.last;
  const why = t('activities.safePage.why', { card });
  return isRight(cards, card, place) ? t('activities.safePage.right', { place, why }) : t('activities.safePage.wrong', { place, why });
}

export function SafePage({ model }: { model: Model }) {
  const t = useT('activities');
  const { cards, state, dispatch } = model;
  const rightCount = cards.filter((c) => state.sorted[c.id] === c.belongs).length;
  const allRight = rightCount === cards.length;
  const inPlace = (place: Place) => cards.filter((c) => state.sorted[c.id] === place);

  return (
    <section aria-labelledby="safe-page-heading" className="grid gap-4">
      <div className="grid gap-3 rounded-3xl bg-white p-4 shadow sm:p-5">
        <h2 id="safe-page-heading" className="text-2xl font-extrabold text-violet-900">
          {t('activities.safePage.heading')}
        </h2>
        <p className="text-lg text-slate-900">{t('activities.safePage.goal')}</p>
        <p role="status" className={`min-h-7 text-lg font-semibold ${allRight ? 'rounded-2xl bg-emerald-50 p-3 text-emerald-950' : 'text-slate-900'}`}>
          {saying(t, model)}
        </p>
        <p className="font-bold text-violet-900">{t('activities.safePage.count', { n: rightCount, total: cards.length })}</p>
        <ul aria-label={t('activities.safePage.cards')} className="grid gap-3 sm:grid-cols-2">
          {cards.map((card) => {
            const place = state.sorted[card.id];
            const right = place !== undefined && place === card.belongs;
            return (
              <li key={card.id} className="grid gap-2 rounded-2xl border-2 border-slate-300 bg-slate-50 p-3">
                <div className="flex items-center gap-3">
                  <CardPicture card={card.id} className="size-12 shrink-0" />
                  <span id={`safe-card-${card.id}`} className="text-lg font-bold text-slate-950">
                    {cardWords(t, card.id)}
                  </span>
                </div>
                <div role="group" aria-labelledby={`safe-card-${card.id}`} className="flex flex-wrap gap-2">
                  {PLACES.map((p) => (
                    <button
                      key={p}
                      type="button"
                      aria-pressed={place === p}
                      // The name holds what the button shows (WCAG 2.5.3): "My home address: Ask a grown-up first".
                      aria-label={t('activities.safePage.putIn', { card: cardWords(t, card.id), place: placeWords(t, p) })}
                      onClick={() => dispatch({ type: 'put', card: card.id, place: p })}
                      className={`${button} ${place === p ? chosen[p] : 'border-violet-700 bg-white text-violet-900'}`}
                    >
                      {placeWords(t, p)}
                    </button>
                  ))}
                </div>
                {place !== undefined && (
                  <p className={`flex items-center gap-2 font-bold ${right ? 'text-emerald-800' : 'text-rose-800'}`}>
                    <Mark right={right} />
                    {right ? t('activities.safePage.rightMark') : t('activities.safePage.wrongMark')}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
        <div>
          <button type="button" onClick={() => dispatch({ type: 'start-over' })} className={`${button} border-violet-700 bg-white text-violet-900`}>
            {t('activities.safePage.startOver')}
          </button>
        </div>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid content-start gap-2 rounded-3xl bg-white p-4 shadow">
          <h3 id="safe-your-page" className="text-xl font-extrabold text-emerald-900">{t('activities.safePage.yourPage')}</h3>
          {/* A little web page: a heading and the shared cards as its paragraphs. */}
          <div className="rounded-xl border-2 border-slate-400 bg-sky-50 p-3">
            <p className="text-lg font-extrabold text-slate-950">{t('activities.safePage.pageTitle')}</p>
            <Placed t={t} cards={inPlace('share')} labelledBy="safe-your-page" empty={t('activities.safePage.emptyPage')} />
          </div>
        </div>
        <div className="grid content-start gap-2 rounded-3xl bg-white p-4 shadow">
          <h3 id="safe-ask-first" className="text-xl font-extrabold text-violet-900">{t('activities.safePage.askFirst')}</h3>
          <Placed t={t} cards={inPlace('private')} labelledBy="safe-ask-first" empty={t('activities.safePage.emptyAsk')} />
        </div>
      </div>
    </section>
  );
}

function Placed({ t, cards, labelledBy, empty }: { t: Translate; cards: readonly SafeCard[]; labelledBy: string; empty: string }) {
  if (cards.length === 0) return <p className="text-slate-700">{empty}</p>;
  return (
    <ul aria-labelledby={labelledBy} className="grid gap-1">
      {cards.map((card) => (
        <li key={card.id} className="flex items-center gap-2 text-lg text-slate-900">
          <CardPicture card={card.id} className="size-8 shrink-0" />
          {cardWords(t, card.id)}
        </li>
      ))}
    </ul>
  );
}

/** A tick or a cross beside the words that say it (colour is never the only sign). */
function Mark({ right }: { right: boolean }) {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" className="size-5 shrink-0">
      {right ? (
        <path d="M4 10l4 4 8-9" stroke="currentColor" strokeWidth="3" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      ) : (
        <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="3" fill="none" strokeLinecap="round" />
      )}
    </svg>
  );
}
