// Component tests: the page's words in English, loaded before rendering, so a component that
// asks for its namespaces (useT) renders at once instead of suspending.
import { i18n, loadNamespace, type Namespace } from '../../src/web/i18n/i18n';

export async function loadWebWords(...namespaces: Namespace[]): Promise<void> {
  await Promise.all(namespaces.map((ns) => loadNamespace('en', ns)));
  i18n.activate('en');
}
