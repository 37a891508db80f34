import { useEffect, useRef } from 'react';
import {
  availableBlocks,
  blockById,
  isWeatherBlockId,
  type Weather,
  type WeatherBlock,
} from '../../../domain/lessons/weather-helper';
import { useT } from '../../i18n/use-t';
import { DragDropBoard } from '../kit/drag-drop/drag-drop-board';
import { DraggableBlock } from '../kit/drag-drop/draggable-block';
import { DropTarget } from '../kit/drag-drop/drop-target';
import type { WeatherHelper as WeatherHelperModel } from './use-weather-helper';
import { WeatherSimulator } from './weather-simulator';
import { blockText, feedbackWords } from './weather-words';
import '../activity-words'; // its words are loaded before it renders

const PROGRAM_ID = 'program';
const pill =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full px-5 font-bold disabled:cursor-not-allowed disabled:opacity-60';
const weatherIcon: Record<Weather, string> = { sunny: '☀️', rainy: '🌧️' };
const weatherName = { sunny: 'activities.weather.sunny', rainy: 'activities.weather.rainy' } as const;
const blockIcon = (block: WeatherBlock) => (block.command === 'if' ? '❓' : '👉');

/** The Code tab: Ada's Weather Helper (docs/product/lessons.md#conditionals). Drag, tap or use the keyboard to place blocks. */
export function WeatherHelper({
  helper,
  onBackToQuiz,
}: {
  helper: WeatherHelperModel;
  onBackToQuiz: () => void;
}) {
  const t = useT('activities');
  const { state, apply } = helper;
  const bannerRef = useRef<HTMLDivElement>(null);
  // The banner sits above the board: on a phone the child is looking at the program further
  // down. When the task is done it comes into view and takes focus, as a quiz result does
  // (docs/decisions/121-nothing-covers-the-page.md), so a screen reader reads it too.
  const wasComplete = useRef(state.complete);
  useEffect(() => {
    if (state.complete && !wasComplete.current) {
      const banner = bannerRef.current;
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      banner?.scrollIntoView({ block: 'center', behavior: reduce ? 'auto' : 'smooth' });
      banner?.focus({ preventScroll: true });
    }
    wasComplete.current = state.complete;
  }, [state.complete]);
  const onPlace = (blockId: string, targetId: string) => {
    if (targetId !== PROGRAM_ID || !isWeatherBlockId(blockId)) return;
    const next = apply({ type: 'drop', blockId });
    if (!next.feedback) return undefined;
    const { title, description } = feedbackWords(t, next.feedback.message);
    return `${title} ${description}`;
  };

  return (
    <section aria-labelledby="weather-helper-heading" className="grid gap-4">
      <div className="rounded-3xl bg-white p-5 shadow">
        <h2 id="weather-helper-heading" className="text-2xl font-extrabold text-violet-900">
          <span aria-hidden="true">🌦️ </span>
          {t('activities.weather.heading')}
        </h2>
        <p className="mt-2 text-lg text-slate-800">{t('activities.weather.instructions')}</p>
      </div>

      {/* The live region is always there; the banner fills it when the task is done. */}
      <div
        role="status"
        ref={bannerRef}
        tabIndex={-1}
        className="scroll-mt-4 rounded-3xl outline-offset-4"
      >
        {state.complete && (
          <div className="rounded-3xl border-4 border-emerald-400 bg-emerald-50 p-5 text-center">
            <p className="text-3xl font-extrabold text-emerald-900">
              <span aria-hidden="true">🏆 </span>
              {t('activities.weather.excellent')}
            </p>
            <p className="mt-1 text-lg text-emerald-950">{t('activities.weather.feedback.complete')}</p>
          </div>
        )}
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <DragDropBoard
          onPlace={onPlace}
          disabled={state.complete}
          className="grid content-start gap-4"
        >
          <div className="rounded-3xl bg-white p-4 shadow">
            <h3 className="mb-2 text-lg font-bold text-violet-900">{t('activities.weather.codeBlocks')}</h3>
            <ul className="flex flex-wrap gap-2" aria-label={t('activities.weather.codeBlocks')}>
              {availableBlocks(state).map((block) => (
                <li key={block.id}>
                  <DraggableBlock id={block.id} label={blockText(t, block.id)} disabled={state.complete}>
                    <span aria-hidden="true">{blockIcon(block)}</span>
                    {blockText(t, block.id)}
                  </DraggableBlock>
                </li>
              ))}
            </ul>
            {availableBlocks(state).length === 0 && (
              <p className="text-slate-700">{t('activities.weather.allUsed')}</p>
            )}
          </div>
          <DropTarget
            id={PROGRAM_ID}
            // Read in names and announcements: 'Put if the weather is sunny in Your Program'.
            label={t('activities.weather.program')}
            className="min-h-40 rounded-3xl border-4 border-dashed border-violet-300 bg-violet-50 p-4"
          >
            <h3 className="mb-2 text-lg font-bold text-violet-900">{t('activities.weather.program')}</h3>
            {state.placed.length === 0 ? (
              <p className="text-lg text-slate-700">{t('activities.weather.emptyProgram')}</p>
            ) : (
              <ol className="grid gap-2">
                {state.placed.map((id, i) => {
                  const block = blockById(id);
                  return (
                    <li
                      key={id}
                      className={`flex items-center gap-3 rounded-xl border-2 px-3 py-2 text-lg font-bold ${
                        block.command === 'if'
                          ? 'border-amber-400 bg-amber-100 text-amber-950'
                          : 'ml-8 border-sky-300 bg-sky-50 text-sky-950'
                      }`}
                    >
                      <span className="grid size-8 shrink-0 place-items-center rounded-full bg-white text-base">
                        {i + 1}
                      </span>
                      {blockText(t, id)}
                    </li>
                  );
                })}
              </ol>
            )}
          </DropTarget>
        </DragDropBoard>

        <div className="grid content-start gap-4">
          <div
            role="group"
            aria-labelledby="current-weather"
            className="rounded-3xl bg-white p-4 shadow"
          >
            <h3 id="current-weather" className="mb-2 text-lg font-bold text-violet-900">
              {t('activities.weather.currentWeather')}
            </h3>
            <div className="flex flex-wrap gap-2">
              {(['sunny', 'rainy'] as const).map((weather) => (
                <button
                  key={weather}
                  type="button"
                  aria-pressed={state.weather === weather}
                  disabled={state.complete}
                  onClick={() => state.weather !== weather && apply({ type: 'toggle-weather' })}
                  className={`${pill} border-2 ${state.weather === weather ? 'border-violet-700 bg-violet-700 text-white' : 'border-violet-300 bg-white text-violet-900'}`}
                >
                  <span aria-hidden="true">{weatherIcon[weather]}</span>
                  {t(weatherName[weather])}
                </button>
              ))}
            </div>
          </div>
          <WeatherSimulator state={state} />
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              onClick={() => apply({ type: 'reset' })}
              disabled={state.complete}
              className={`${pill} border-2 border-violet-700 bg-white text-violet-900`}
            >
              {t('activities.weather.reset')}
            </button>
            <button
              type="button"
              onClick={onBackToQuiz}
              className={`${pill} bg-violet-700 text-white`}
            >
              {t('activities.weather.backToQuiz')}
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
