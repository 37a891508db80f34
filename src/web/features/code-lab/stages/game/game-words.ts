// The Game Lab's scene in words (docs/decisions/402-the-game-lab.md#the-scene), for a child who
// cannot see it: each sprite by its name from the word list ("the cat"), where it is in thirds of
// the scene ("near the top left") with its x and y, what it says, what touches what, the score
// and the time left. Pure: a frame and the words, nothing else.
import {
  FRAMES_PER_SECOND,
  SCENE_SIZE,
  type GameFrame,
  type Phrase,
  type SpriteId,
  type SpriteState,
} from '../../../../../domain/code-lab/stages/game/game-types';
import type { Translate } from '../../../../../i18n/translate';

/** Whole seconds left on the timer, counted up (a game with 1 frame left still has "1 second"). */
export const secondsLeft = (framesLeft: number): number =>
  Math.max(0, Math.ceil(framesLeft / FRAMES_PER_SECOND));

export const spriteWords = (sprite: SpriteId, t: Translate): string =>
  t(`gameScene.sprite.${sprite}`);
export const phraseWords = (phrase: Phrase, t: Translate): string =>
  t(`gameScene.phrase.${phrase}`);

/** A sentence starts with a capital: "the cat" begins "The cat ..." (the same in Spanish). */
export const sentence = (words: string): string =>
  words.charAt(0).toLocaleUpperCase() + words.slice(1);

const ROWS = ['top', 'middle', 'bottom'] as const;
const COLUMNS = ['left', 'centre', 'right'] as const;
const PLACES = {
  top: { left: 'topLeft', centre: 'top', right: 'topRight' },
  middle: { left: 'left', centre: 'middle', right: 'right' },
  bottom: { left: 'bottomLeft', centre: 'bottom', right: 'bottomRight' },
} as const;
export type Place = (typeof PLACES)[keyof typeof PLACES][keyof (typeof PLACES)['top']];

/** Which third of the scene a coordinate is in: 0 (left or top), 1, 2. */
const third = (value: number): 0 | 1 | 2 => {
  const at = Math.min(Math.max(value, 0), SCENE_SIZE);
  return at < SCENE_SIZE / 3 ? 0 : at < (2 * SCENE_SIZE) / 3 ? 1 : 2;
};

/** Where a point is, in the scene's thirds: "topLeft", "middle", "bottomRight", ... */
export const placeOf = (x: number, y: number): Place => PLACES[ROWS[third(y)]][COLUMNS[third(x)]];

/** "The cat is near the top left (x 60, y 40). The cat says “Hello!”"; a hidden sprite: "The star is hidden." */
export function spriteLine(sprite: SpriteState, t: Translate): string {
  const name = spriteWords(sprite.id, t);
  if (!sprite.visible) return sentence(t('gameScene.text.hidden', { sprite: name }));
  const where = t('gameScene.text.where', {
    sprite: name,
    place: t(`gameScene.place.${placeOf(sprite.x, sprite.y)}`),
    x: Math.round(sprite.x),
    y: Math.round(sprite.y),
  });
  if (!sprite.saying) return sentence(where);
  return `${sentence(where)} ${sentence(t('gameScene.text.says', { sprite: name, phrase: phraseWords(sprite.saying, t) }))}`;
}

/** "The cat touches the star." for each pair touching, or "Nothing is touching." */
export function touchLines(frame: Pick<GameFrame, 'touching'>, t: Translate): string[] {
  if (frame.touching.length === 0) return [t('gameScene.text.nothingTouches')];
  return frame.touching.map(([sprite, other]) =>
    sentence(
      t('gameScene.text.touches', { sprite: spriteWords(sprite, t), other: spriteWords(other, t) }),
    ),
  );
}

/** "Score: 2. Time left: 12 seconds." (without a timer: "Score: 2.") */
export const scoreLine = (frame: Pick<GameFrame, 'score' | 'framesLeft'>, t: Translate): string =>
  frame.framesLeft === undefined
    ? t('gameScene.text.score', { score: frame.score })
    : t('gameScene.text.scoreAndTime', {
        score: frame.score,
        seconds: secondsLeft(frame.framesLeft),
      });
