// The game studio's words load with its code, as the Code Lab's do (../words-ready.ts): the
// Game Lab's (its blocks, its scene, its level page's editor) and the studio's own.
import { currentLocale, loadNamespace } from '../../../i18n/i18n';

const locale = currentLocale();
await Promise.all(
  (['gameLab', 'gameScene', 'gameLevel', 'gameStudio'] as const).map((ns) => loadNamespace(locale, ns)),
);
