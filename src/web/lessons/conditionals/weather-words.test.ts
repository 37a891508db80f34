import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../../server/i18n/translators';
import { initialWeatherHelper } from '../../../domain/lessons/weather-helper';
import { blockText, feedbackWords, sceneDescription } from './weather-words';

const en = translatorFor('en');
const es = translatorFor('es');

describe('weather helper words', () => {
  it('says the failure message of docs/product/lessons.md#conditionals in English, word for word', () => {
    const { title, description } = feedbackWords(en, 'wrong-drop');
    expect(`${title} ${description}`).toBe(
      "Hmm, that doesn't work... Check if your condition matches the current weather, or if you need to put the 'if' before the 'then'!",
    );
    expect(feedbackWords(en, 'complete')).toEqual({
      title: 'Action Taken',
      description: 'Great job! Your conditional logic works for both weather conditions!',
    });
    expect(feedbackWords(en, 'condition-met').title).toBe('Condition Met');
  });

  it('describes the scene in one whole sentence, in English and in Spanish', () => {
    const state = { ...initialWeatherHelper('rainy'), umbrella: true, smile: true };
    expect(sceneDescription(en, state, 60)).toBe('Rainy weather. Ada has an umbrella and is smiling. She has walked 60 pixels.');
    expect(sceneDescription(en, initialWeatherHelper('sunny'), 0)).toBe(
      'Sunny weather. Ada has nothing on for the weather. She has walked 0 pixels.',
    );
    expect(sceneDescription(es, state, 60)).toBe('Clima lluvioso. Ada lleva un paraguas y sonríe. Ya caminó 60 píxeles.');
  });

  it('names every block in Spanish', () => {
    expect(blockText(en, 'if-rain')).toBe('if the weather is rainy');
    expect(blockText(es, 'then-sunglasses')).toBe('entonces ponte lentes de sol');
  });
});
