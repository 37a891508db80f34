// A sound block's words with its settings (docs/decisions/406-the-sound-lab.md#the-page-roll-sound-and-level-page):
// "Play C4 for a quarter", "Play the kick drum for an eighth", "Tempo: 120 beats a minute", for a
// row's name and what the editor says after an edit. Note names in the page's language (Do Re Mi).
import type { Stmt } from '../../../../../domain/code-lab/blocks';
import type { Translate } from '../../../../../i18n/translate';
import { drumWords, lengthWords, noteWords, phraseWords } from './sound-words';

/** A sound block's words with its settings, or null for a block of another stage. */
export function soundStmtWords(stmt: Stmt, t: Translate): string | null {
  switch (stmt.op) {
    case 'play-note':
      return t('soundLevel.block.note', {
        note: noteWords(stmt.note, t),
        length: lengthWords(stmt.length, t),
      });
    case 'play-drum':
      return t('soundLevel.block.drum', {
        drum: drumWords(stmt.drum, t),
        length: lengthWords(stmt.length, t),
      });
    case 'rest':
      return t('soundLevel.block.rest', { length: lengthWords(stmt.length, t) });
    case 'tempo':
      return t('soundLevel.block.tempo', { bpm: stmt.bpm });
    case 'sound-say':
      return t('soundLevel.block.say', { phrase: phraseWords(stmt.phrase, t) });
    default:
      return null;
  }
}
