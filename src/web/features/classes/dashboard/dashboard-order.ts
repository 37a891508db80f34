// The dashboard's order and columns (docs/product.md#classes): children who need help first, then
// by nickname; every open lesson; the Code Lab levels someone in the class has tried, in the
// Code Lab's own order.
import type { ChildProgress } from '../../../../domain/child-progress-api';

// One collator for the whole sort: localeCompare with options builds a new one at every
// comparison, a long task for a class of 25 on a slow phone (decision 144).
let nicknames: Intl.Collator | undefined;

export function dashboardOrder(children: readonly ChildProgress[]): ChildProgress[] {
  nicknames ??= new Intl.Collator(undefined, { sensitivity: 'base' });
  const byNickname = nicknames;
  return [...children].sort(
    (a, b) =>
      Number(b.needsHelp.length > 0) - Number(a.needsHelp.length > 0) ||
      byNickname.compare(a.nickname, b.nickname),
  );
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
