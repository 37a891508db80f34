// The Weather Helper's words (docs/product/lessons.md#conditionals): the engine names what
// happened, these say it in the page's language.
import type { Translate } from '../../../i18n/translate';
import type { WeatherBlockId, WeatherHelperState, WeatherMessage } from '../../../domain/lessons/weather-helper';

const blockKeys = {
  'if-rain': 'activities.weather.blocks.ifRain',
  'then-umbrella': 'activities.weather.blocks.thenUmbrella',
  'if-sunny': 'activities.weather.blocks.ifSunny',
  'then-sunglasses': 'activities.weather.blocks.thenSunglasses',
} as const;

export const blockText = (t: Translate, id: WeatherBlockId): string => t(blockKeys[id]);

const feedbackKeys = {
  'condition-met': ['activities.weather.feedback.conditionMetTitle', 'activities.weather.feedback.conditionMet'],
  'umbrella-on': ['activities.weather.feedback.actionTakenTitle', 'activities.weather.feedback.umbrellaOn'],
  'sunglasses-on': ['activities.weather.feedback.actionTakenTitle', 'activities.weather.feedback.sunglassesOn'],
  complete: ['activities.weather.feedback.actionTakenTitle', 'activities.weather.feedback.complete'],
  'wrong-drop': ['activities.weather.feedback.wrongDropTitle', 'activities.weather.feedback.wrongDrop'],
} as const;

/** A message's title and description (shown as a toast, and said when a block is placed). */
export function feedbackWords(t: Translate, message: WeatherMessage): { title: string; description: string } {
  const [title, description] = feedbackKeys[message];
  return { title: t(title), description: t(description) };
}

/** What the Weather Simulator's picture shows, in one sentence. */
export function sceneDescription(t: Translate, state: WeatherHelperState, walked: number): string {
  const wearing = state.umbrella && state.sunglasses ? 'both' : state.umbrella ? 'umbrella' : state.sunglasses ? 'sunglasses' : 'nothing';
  return t('activities.weather.scene', {
    weather: state.weather,
    wearing,
    smile: state.smile ? 'yes' : 'no',
    pixels: walked,
  });
}
