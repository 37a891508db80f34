import { useState } from 'react';
import {
  initialWeatherHelper,
  weatherHelperReducer,
  type WeatherHelperAction,
  type WeatherEvidence,
  type WeatherHelperState,
  weatherEvidenceOf,
} from '../../../domain/lessons/weather-helper';
import { t } from '../../i18n/i18n';
import { toast } from '../../lib/toast-store';
import { feedbackWords } from './weather-words';
import '../activity-words'; // its words are loaded before it renders

/**
 * The Weather Helper's state, kept by the page so it survives switching tabs. The engine
 * decides everything; this hook shows its messages as toasts (docs/product/lessons.md#conditionals) and tells the page once
 * when the task is complete, with its evidence for the server (docs/product/lessons.md#graded-by-the-server).
 */
export function useWeatherHelper(onComplete: (evidence: WeatherEvidence) => void) {
  const [state, setState] = useState<WeatherHelperState>(() => initialWeatherHelper());
  const apply = (action: WeatherHelperAction): WeatherHelperState => {
    const next = weatherHelperReducer(state, action);
    if (next === state) return state;
    setState(next);
    if (next.feedback && next.feedback.seq !== state.feedback?.seq) {
      // The activities' words are loaded (activity-words.ts).
      const { message, variant } = next.feedback;
      toast({ ...feedbackWords(t, message), variant });
    }
    if (next.complete && !state.complete) onComplete(weatherEvidenceOf(next));
    return next;
  };
  return { state, apply };
}

export type WeatherHelper = ReturnType<typeof useWeatherHelper>;
