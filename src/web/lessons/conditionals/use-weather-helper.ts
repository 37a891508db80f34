import { useState } from 'react';
import {
  initialWeatherHelper,
  weatherHelperReducer,
  type WeatherHelperAction,
  type WeatherHelperState,
} from '../../../domain/weather-helper';
import { toast } from '../../lib/toast-store';

/**
 * The Weather Helper's state, kept by the page so it survives switching tabs. The engine
 * decides everything; this hook shows its messages as toasts (docs/product/lessons.md#conditionals) and tells the page once
 * when the task is complete.
 */
export function useWeatherHelper(onComplete: () => void) {
  const [state, setState] = useState<WeatherHelperState>(() => initialWeatherHelper());
  const apply = (action: WeatherHelperAction): WeatherHelperState => {
    const next = weatherHelperReducer(state, action);
    if (next === state) return state;
    setState(next);
    if (next.feedback && next.feedback.seq !== state.feedback?.seq) {
      const { title, description, variant } = next.feedback;
      toast({ title, description, variant });
    }
    if (next.complete && !state.complete) onComplete();
    return next;
  };
  return { state, apply };
}

export type WeatherHelper = ReturnType<typeof useWeatherHelper>;
