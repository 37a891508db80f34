// A component loaded lazily together with its words
// (docs/decisions/319-first-load-of-each-language.md): `use()` suspending inside an already lazy
// component makes React report an error (#467, then #520) and render again, so a lazy screen part
// never waits for its words after its code.
import { lazy, type ComponentType } from 'react';
import { currentLocale, loadNamespace, type Namespace } from './i18n';

export function lazyWithWords<P extends object>(
  load: () => Promise<ComponentType<P>>,
  namespaces: Namespace[],
) {
  return lazy(async () => {
    const [component] = await Promise.all([load(), ...namespaces.map((ns) => loadNamespace(currentLocale(), ns))]);
    return { default: component };
  });
}
