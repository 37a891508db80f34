// What a game's check means, in words an 8-year-old reads (docs/product/code-lab.md#game-lab),
// in the page's language: the first criterion not met, in the child's voice ("Your game never
// changes the score. Which block adds a point?"), from the catalogue (`gameLab`), said by the
// `t` the caller passes (the page's, or the server's for a 422). The names of sprites, phrases
// and properties are the scene's words (`gameScene.sprite.<id>`, `gameScene.phrase.<id>`,
// `gameScene.property.<name>`); where a catalogue has not got one, the id stands in.
import type { Translate } from '../../../../i18n/translate';
import type { GameCheck } from './game-check';
import type { GameProgram } from './game-program';
import { FRAMES_PER_SECOND, type GameEvent, type Phrase, type SpriteId, type SpriteProperty } from './game-types';

/** A scene word by its key, or the id (dashes as spaces) when no catalogue has it. */
function sceneWord(t: Translate, key: string, id: string): string {
  const word = (t as unknown as (key: string) => string)(key);
  return word && word !== key ? word : id.replace(/-/g, ' ');
}

/** A sprite's name as a child reads it ("the red car"). @public for the page's game scene in words, built beside this module. */
export const spriteWords = (sprite: SpriteId, t: Translate): string =>
  sceneWord(t, `gameScene.sprite.${sprite}`, sprite);
const phraseWords = (phrase: Phrase, t: Translate): string =>
  sceneWord(t, `gameScene.phrase.${phrase}`, phrase);
const propertyWords = (property: SpriteProperty, t: Translate): string =>
  sceneWord(t, `gameScene.property.${property}`, property);

/**
 * An event block as a child reads it, with its key or sprites ("When the left arrow is pressed").
 * @public for the page's running commentary, built beside this module.
 */
export function eventWords(event: GameEvent, t: Translate): string {
  switch (event.kind) {
    case 'start':
      return t('gameLab.event.start');
    case 'tick':
      return t('gameLab.event.tick');
    case 'key':
      return t('gameLab.event.key', { key: t(`gameLab.key.${event.key}`) });
    case 'tap':
      return t('gameLab.event.tap', { sprite: spriteWords(event.sprite, t) });
    case 'touch':
      return t('gameLab.event.touch', {
        sprite: spriteWords(event.sprite, t),
        other: spriteWords(event.other, t),
      });
  }
}

/** What a check of `program` found, for the box under the scene and the server's 422. */
export function describeGame(check: GameCheck, program: GameProgram, t: Translate): string {
  switch (check.outcome) {
    case 'solved':
      return t('gameLab.outcome.solved');
    case 'needs-function':
      return t('gameLab.outcome.needsFunction');
    case 'unused-function':
      return t('gameLab.outcome.unusedFunction');
    case 'timeout': {
      const handler = program.handlers.find((h) => h.id === check.run.overBudget?.handlerId);
      return t('gameLab.outcome.timeout', {
        event: handler ? eventWords(handler.event, t) : t('gameLab.event.tick'),
      });
    }
    case 'not-yet':
      return check.unmet ? criterionWords(check.unmet.criterion, check.unmet.got, t) : '';
  }
}

/** A criterion not met, with what the run did (`got`: the best score, the contacts, the distance). */
function criterionWords(criterion: NonNullable<GameCheck['unmet']>['criterion'], got: number, t: Translate): string {
  switch (criterion.type) {
    case 'has-handler':
      return t('gameLab.criterion.hasHandler', { event: eventWords(criterion.event, t) });
    case 'score-reaches':
      return t('gameLab.criterion.scoreReaches', { got, score: criterion.score });
    case 'touched':
      return t('gameLab.criterion.touched', {
        got,
        times: criterion.times,
        sprite: spriteWords(criterion.sprite, t),
        other: spriteWords(criterion.other, t),
      });
    case 'moved':
      return t('gameLab.criterion.moved', {
        got,
        distance: criterion.distance,
        sprite: spriteWords(criterion.sprite, t),
      });
    case 'property-was':
      return criterion.property === 'visible'
        ? t('gameLab.criterion.visibleWas', {
            shown: criterion.value === true ? 'yes' : 'no',
            sprite: spriteWords(criterion.sprite, t),
          })
        : t('gameLab.criterion.propertyWas', {
            sprite: spriteWords(criterion.sprite, t),
            property: propertyWords(criterion.property, t),
            value: String(criterion.value),
          });
    case 'said':
      return t('gameLab.criterion.said', {
        sprite: spriteWords(criterion.sprite, t),
        phrase: phraseWords(criterion.phrase, t),
      });
    case 'touched-before':
      return t('gameLab.criterion.touchedBefore', {
        got,
        times: criterion.times,
        seconds: Math.round(criterion.frame / FRAMES_PER_SECOND),
        sprite: spriteWords(criterion.sprite, t),
        other: spriteWords(criterion.other, t),
      });
    case 'never-touched':
      return t('gameLab.criterion.neverTouched', {
        sprite: spriteWords(criterion.sprite, t),
        other: spriteWords(criterion.other, t),
      });
  }
}
