// A web page's words in the page's language (docs/product/code-lab.md#web-lab): every text is a
// sentence starter with one word of its list, from the catalogue (`webLab`), said by the `t` the
// caller passes (the page's, or the server's when it builds a page). Nothing typed.
import type { Translate } from '../../../../i18n/translate';
import { WEB_STARTERS, type WebColour, type WebPicture, type WebText } from './web-types';

/** A text's sentence ("My favourite animal is the cat." / "Mi animal favorito es el gato."). */
export function textWords(text: WebText, t: Translate): string {
  const list = WEB_STARTERS[text.starter];
  // A valid program's word is in its starter's list (wordFits), and every such pair has its words
  // (web-words.test.ts): the key is one of the catalogue's, which TypeScript cannot pair up.
  const word = t(`webLab.word.${list}.${text.word}` as 'webLab.word.animal.cat');
  return t(`webLab.starter.${text.starter}`, { word });
}

/** A picture's name, its alt text ("a cat" / "un gato"). */
export const pictureWords = (picture: WebPicture, t: Translate): string => t(`webLab.picture.${picture}`);

/** A colour's name ("sky blue" / "celeste"). @public for the page's colour pickers. */
export const colourWords = (colour: WebColour, t: Translate): string => t(`webLab.colour.${colour}`);
