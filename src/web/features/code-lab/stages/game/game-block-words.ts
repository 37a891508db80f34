// A game block's words with its settings (docs/decisions/402-the-game-lab.md#the-level-page):
// "Move the cat forward 10 steps", "Set the speed of the red car to 3", for a row's name and what
// the editor says after an edit. The sprites, phrases and properties are the scene's words
// (`gameScene`), the sentences the level page's (`gameLevel`).
import type { Stmt } from '../../../../../domain/code-lab/blocks';
import { spriteWords } from '../../../../../domain/code-lab/stages/game/game-words';
import type { Translate } from '../../../../../i18n/translate';

/** A phrase or a property in the page's language (the scene's word lists). */
const phrase = (id: string, t: Translate) =>
  (t as (key: string) => string)(`gameScene.phrase.${id}`);
const property = (id: string, t: Translate) =>
  (t as (key: string) => string)(`gameScene.property.${id}`);

/** A game block's words with its settings, or null for a block of another stage. */
export function gameStmtWords(stmt: Stmt, t: Translate): string | null {
  switch (stmt.op) {
    case 'sprite-move':
      return t('gameLevel.block.move', { sprite: spriteWords(stmt.sprite, t), steps: stmt.steps });
    case 'sprite-turn':
      return t(stmt.dir === 'right' ? 'gameLevel.block.turnRight' : 'gameLevel.block.turnLeft', {
        sprite: spriteWords(stmt.sprite, t),
        degrees: stmt.degrees,
      });
    case 'sprite-go':
      return t('gameLevel.block.go', { sprite: spriteWords(stmt.sprite, t), x: stmt.x, y: stmt.y });
    case 'sprite-random':
      return t('gameLevel.block.random', { sprite: spriteWords(stmt.sprite, t) });
    case 'sprite-set':
      return t('gameLevel.block.set', {
        sprite: spriteWords(stmt.sprite, t),
        property: property(stmt.property, t),
        value: stmt.value,
      });
    case 'sprite-change':
      return t('gameLevel.block.change', {
        sprite: spriteWords(stmt.sprite, t),
        property: property(stmt.property, t),
        by: stmt.by,
      });
    case 'score':
      return t('gameLevel.block.score', { by: stmt.by });
    case 'say':
      return t('gameLevel.block.say', {
        sprite: spriteWords(stmt.sprite, t),
        phrase: phrase(stmt.phrase, t),
      });
    case 'sprite-show':
      return t(stmt.shown ? 'gameLevel.block.show' : 'gameLevel.block.hide', {
        sprite: spriteWords(stmt.sprite, t),
      });
    case 'if-touching':
      return t('gameLevel.block.ifTouching', {
        sprite: spriteWords(stmt.sprite, t),
        other: spriteWords(stmt.other, t),
      });
    case 'if-visible':
      return t('gameLevel.block.ifVisible', { sprite: spriteWords(stmt.sprite, t) });
    default:
      return null;
  }
}
