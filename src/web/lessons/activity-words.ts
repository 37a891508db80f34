// The activities' words (namespace `activities`) load with the lesson's own chunk: this module
// waits for them (a top-level await), so the route's loader, which waits for the lesson's chunk,
// has them too, and opening an activity's tab never waits for words. Widgets import it for that.
import { currentLocale, loadContent, loadNamespace } from '../i18n/i18n';

await Promise.all([loadNamespace(currentLocale(), 'activities'), loadContent(currentLocale(), 'ai-chat-keywords')]);
