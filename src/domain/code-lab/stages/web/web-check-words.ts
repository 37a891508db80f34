// What a web check means, in words an 8-year-old reads (docs/product/code-lab.md#web-lab), in the
// page's language: the first part a page lacks ("Your page needs 2 paragraphs; it has 1.") or the
// first house a message cannot reach, from the catalogue (`webLab`), said by the `t` the caller
// passes (the page's, or the server's for a 422).
import type { Translate } from '../../../../i18n/translate';
import type { NetworkCheck, WebCheck } from './web-check';
import type { WebStarter } from './web-types';
import { pictureWords } from './web-words';

/** A starter with "…" for its word ("My favourite animal is …"), for a part that asks for one. */
const starterWords = (starter: WebStarter, t: Translate): string =>
  t(`webLab.starter.${starter}`, { word: '…' }).replace(/…[.!]$/, '…');

/** What a page check found, for the box under the preview and the server's 422. */
export function describeWeb(check: WebCheck, t: Translate): string {
  if (check.outcome === 'solved') return t('webLab.outcome.solved');
  const { miss, got } = check;
  const page = miss.page ?? 1;
  const where = page === 1 ? t('webLab.where.first') : t('webLab.where.page', { page });
  switch (miss.kind) {
    case 'pages':
      return t('webLab.miss.pages', { count: miss.count, got });
    case 'title':
      return t('webLab.miss.title', { where });
    case 'heading':
      return miss.size === 'big'
        ? t('webLab.miss.bigHeading', { where })
        : miss.size === 'small'
          ? t('webLab.miss.smallHeading', { where })
          : t('webLab.miss.heading', { where });
    case 'paragraphs':
      return miss.starter
        ? t('webLab.miss.paragraphSays', { where, says: starterWords(miss.starter, t) })
        : t('webLab.miss.paragraphs', { where, count: miss.count, got });
    case 'pictures':
      return miss.picture
        ? t('webLab.miss.picture', { where, picture: pictureWords(miss.picture, t) })
        : t('webLab.miss.pictures', { where, count: miss.count, got });
    case 'list':
      return t('webLab.miss.list', { where, items: miss.items, got });
    case 'readable':
      return t('webLab.miss.readable', { where: page === 1 ? 'first' : 'other', page });
    case 'row':
      return t('webLab.miss.row', { where, pictures: miss.pictures, got });
    case 'link':
      return t('webLab.miss.link', { where, to: miss.to });
  }
}

/** What a network check found. */
export function describeNetwork(check: NetworkCheck, t: Translate): string {
  if (check.outcome === 'solved') return t('webLab.outcome.networkSolved');
  const { miss } = check;
  if (miss.kind === 'unreached') return t('webLab.network.unreached', { from: miss.from, house: miss.house });
  const goal = miss.goal as Extract<typeof miss.goal, { kind: 'reach' }>;
  return t('webLab.network.hops', { from: goal.from, to: goal.to, got: miss.got, hops: goal.hops });
}
