// The games' words (namespace `games`) and the games' translated titles load with the games'
// chunk: this module waits for them (a top-level await), so a game never waits for its words.
import { currentLocale, loadContent, loadNamespace } from '../i18n/i18n';

await Promise.all([loadNamespace(currentLocale(), 'games'), loadContent(currentLocale(), 'games')]);
