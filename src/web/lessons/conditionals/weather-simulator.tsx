import { brand } from '../../../domain/brand';
import { MASCOT_START } from '../../../domain/constants';
import type { WeatherHelperState } from '../../../domain/lessons/weather-helper';
import { useT } from '../../i18n/use-t';
import { sceneDescription } from './weather-words';
import '../activity-words'; // its words are loaded before it renders

/**
 * The Weather Simulator: the sky and Ada, who walks right 30 px per action (docs/product/lessons.md#conditionals).
 * The walk animates with a CSS transition, which reduced motion turns off (styles.css).
 */
export function WeatherSimulator({ state }: { state: WeatherHelperState }) {
  const t = useT('activities');
  const rainy = state.weather === 'rainy';
  const description = sceneDescription(t, state, state.mascot.x - MASCOT_START.x);
  return (
    <figure className="rounded-3xl bg-white p-4 shadow">
      <figcaption className="mb-2 text-lg font-bold text-violet-900">{t('activities.weather.simulator')}</figcaption>
      <div
        role="img"
        aria-label={description}
        className={`relative h-48 overflow-hidden rounded-2xl ${rainy ? 'bg-gradient-to-b from-slate-400 to-slate-200' : 'bg-gradient-to-b from-sky-300 to-sky-100'}`}
      >
        <span aria-hidden="true" className="absolute top-2 right-4 text-5xl">
          {rainy ? '🌧️' : '☀️'}
        </span>
        {rainy && (
          <span
            aria-hidden="true"
            className="absolute top-14 right-10 text-2xl tracking-[0.5em] text-sky-700"
          >
            💧💧💧
          </span>
        )}
        <div
          aria-hidden="true"
          className="absolute flex flex-col items-center transition-[left] duration-700 ease-out"
          style={{ left: state.mascot.x, top: state.mascot.y }}
        >
          <span className="h-8 text-3xl">{state.umbrella ? '☂️' : ''}</span>
          <span className="text-5xl">{state.sunglasses ? '😎' : state.smile ? '😄' : '🙂'}</span>
          <span className="text-sm font-bold text-slate-900">{brand.mascot}</span>
        </div>
        <div aria-hidden="true" className="absolute right-0 bottom-0 left-0 h-6 bg-emerald-600" />
      </div>
    </figure>
  );
}
