// A game's objects in words ("the cat, the star"): what it is made of, from the word lists, for
// "My games" and the class gallery (never a typed title).
import type { GameProgram } from '../../../../domain/code-lab/stages/game/game-program';
import type { Translate } from '../../../../i18n/translate';
import { spriteWords } from '../stages/game/game-words';

export const objectsOf = (program: GameProgram, t: Translate): string =>
  (program.sprites ?? []).map((s) => spriteWords(s.id, t)).join(', ');
