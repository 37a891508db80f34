// The Code Lab's words load with its code (imported for this effect by its pages and Home's
// cards): its screens then render at once, in the page's language, without waiting on words
// while they render. A language switch loads the other language's (switchLocale).
import { currentLocale, loadContent, loadNamespace } from '../../i18n/i18n';

const locale = currentLocale();
await Promise.all([loadNamespace(locale, 'codeLab'), loadNamespace(locale, 'gallery'), loadContent(locale, 'code-lab/levels')]);
