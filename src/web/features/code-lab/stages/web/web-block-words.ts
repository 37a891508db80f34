// A page block in words (docs/decisions/409-the-web-lab-page.md#the-editor): a starter as a choice
// in a list ("My favourite animal is …"), a word of its list, a block's name, and where a picture
// is. The engine's words (webLab, stages/web/web-words.ts) are the page's words.
import type { Stmt } from '../../../../../domain/code-lab/blocks';
import {
  WEB_STARTERS,
  type WebPicture,
  type WebStarter,
  type WebWord,
} from '../../../../../domain/code-lab/stages/web/web-types';
import type { Translate } from '../../../../../i18n/translate';

/** Where the page (and the class's street) finds a picture: our own origin, never another. */
export const pictureUrl = (picture: WebPicture): string => `/web-pictures/${picture}.svg`;

/** A word of a starter's list, in the page's language ("the cat"). */
export const wordWords = (starter: WebStarter, word: WebWord, t: Translate): string =>
  t(`webLab.word.${WEB_STARTERS[starter]}.${word}` as 'webLab.word.animal.cat');

/** A starter as a choice before its word is picked ("My favourite animal is …"). */
export const starterChoice = (starter: WebStarter, t: Translate): string =>
  // "I like …." reads as "I like …": the gap stands for the word and its full stop.
  t(`webLab.starter.${starter}`, { word: '…' }).replace('….', '…');

/** What a block is called on its row ("Heading", "Row"). */
export function blockWords(stmt: Stmt, t: Translate): string {
  switch (stmt.op) {
    case 'web-heading':
      return t(stmt.size === 'big' ? 'webLevel.block.bigHeading' : 'webLevel.block.smallHeading');
    case 'web-paragraph':
      return t('codeLab.block.webParagraph');
    case 'web-picture':
      return t('codeLab.block.webPicture');
    case 'web-list':
      return t('codeLab.block.webList');
    case 'web-item':
      return t('codeLab.block.webItem');
    case 'web-box':
      return t(stmt.direction === 'row' ? 'codeLab.block.webRow' : 'codeLab.block.webColumn');
    case 'web-link':
      return t('codeLab.block.webLink');
    default:
      return stmt.op;
  }
}
