// What the program list shows, row by row, and what each row is called. Every row stands for
// one slot (see program-model.ts): tapping or focusing it puts the insertion point there.
import { blockLabel, kindOf, type Program, type Stmt } from '../../../../domain/code-lab/program';
import { branchesOf, type BodyPath, type Branch, type Slot } from './program-model';

/** "Step 2", "Step 2.1" (inside step 2), "Step 3 otherwise 1" (in an if's otherwise). */
export function placeOf(parent: string | null, branch: Branch | null, index: number): string {
  if (parent === null) return `Step ${index + 1}`;
  return branch === 'else' ? `${parent} otherwise ${index + 1}` : `${parent}.${index + 1}`;
}

/**
 * The place as the row shows it: "Step" and "otherwise" never part from their numbers, so a
 * narrow row (a 320 px phone, a deep nest) breaks between the parts, never inside "Step 1".
 */
export const shownPlace = (place: string): string => place.replace(/\b(Step|step|otherwise) /g, '$1\u00a0');

/** The words a placed block says after its place: "Move forward", "Repeat 7 times". */
export function blockWords(stmt: Stmt): string {
  if (stmt.op === 'repeat') return `Repeat ${stmt.times} times`;
  return blockLabel(kindOf(stmt));
}

export type Row =
  | { kind: 'start'; slot: Slot; label: string }
  | { kind: 'block'; slot: Slot; label: string; place: string; stmt: Stmt }
  | { kind: 'else'; slot: Slot; label: string; place: string; stmt: Stmt }
  | { kind: 'end'; slot: Slot; label: string; place: string; stmt: Stmt };

/**
 * The rows in reading order. Their slots are exactly slotsOf(program): the start of the program,
 * each simple block (new blocks go after it), each container's header (new blocks go first inside
 * it), an if's "Otherwise" row, and each container's end (new blocks go after the container).
 */
export function rowsOf(program: Program): Row[] {
  const rows: Row[] = [{ kind: 'start', slot: { path: [], index: 0 }, label: 'Start of the program' }];
  const visit = (list: Stmt[], path: BodyPath, parentPlace: string | null, branch: Branch | null) =>
    list.forEach((stmt, i) => {
      const place = placeOf(parentPlace, branch, i);
      const after: Slot = { path, index: i + 1 };
      const label = `${place}: ${blockWords(stmt)}`;
      const branches = branchesOf(stmt);
      if (branches.length === 0) {
        rows.push({ kind: 'block', slot: after, label, place, stmt });
        return;
      }
      branches.forEach((b, n) => {
        const inner = { path: [...path, { id: stmt.id, branch: b }], index: 0 };
        if (n === 0) rows.push({ kind: 'block', slot: inner, label, place, stmt });
        else rows.push({ kind: 'else', slot: inner, label: `${place}: Otherwise`, place, stmt });
        const list = stmt.op === 'if' ? (b === 'then' ? stmt.then : (stmt.else ?? [])) : stmt.op === 'repeat' || stmt.op === 'until-goal' ? stmt.body : [];
        visit(list, inner.path, place, b);
      });
      rows.push({ kind: 'end', slot: after, label: `End of ${place.toLowerCase()}`, place, stmt });
    });
  visit(program.body, [], null, null);
  return rows;
}

/** The place of every block, by id (for "Ada bumped into a wall at step 2" markers and tests). */
export function placesById(program: Program): Map<string, string> {
  const out = new Map<string, string>();
  for (const row of rowsOf(program)) if (row.kind === 'block') out.set(row.stmt.id, row.place);
  return out;
}
