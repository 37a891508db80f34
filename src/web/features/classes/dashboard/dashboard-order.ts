// The dashboard's order and columns (docs/product.md#classes): children who need help first, then
// by nickname (the server's order); every open lesson; the Code Lab levels someone in the class
// has tried, in the Code Lab's own order.
import type { ChildProgress } from '../../../../domain/api/child-progress-api';

/**
 * Children who need help first, each group in the order the server sent (by nickname, the
 * class's one order: the Children tab and the join screen use it too). No collating here: the
 * first Intl.Collator a page makes loads the browser's collation data, a long task on a slow
 * phone as the dashboard first paints (docs/decisions/144-first-paint-loads-only-what-it-shows.md).
 */
export function dashboardOrder(children: readonly ChildProgress[]): ChildProgress[] {
  const needHelp = (c: ChildProgress) => c.needsHelp.length > 0;
  return [...children.filter(needHelp), ...children.filter((c) => !needHelp(c))];
}

/** The levels any child has run or solved, in `levelOrder`'s order (unknown ids last). */
export function triedLevels(
  children: readonly ChildProgress[],
  levelOrder: readonly string[],
): string[] {
  const tried = new Set(children.flatMap((c) => c.codeLab.map((l) => l.levelId)));
  const rank = (id: string) => {
    const i = levelOrder.indexOf(id);
    return i === -1 ? levelOrder.length : i;
  };
  return [...tried].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}
