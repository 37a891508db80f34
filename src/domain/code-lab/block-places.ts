// Where each block of a program is, numbered as the program list shows it
// (docs/decisions/351-blocks-numbered-2-2-1-and-bumps-name-them.md), so the words of a run ("Ada
// bumped into a wall at step 2.1") name a row the child can find. The program's blocks are 1, 2, 3;
// the blocks inside block 2 are 2.1, 2.2, and inside 2.2 are 2.2.1; an if's "Otherwise" blocks go
// on from its own ones (2.1, 2.2, then 2.3), so no two rows of the program share a number. A
// function's blocks are numbered the same way on their own and carry the function's name ("step 1
// of square").
import { functionsOf, type FunctionName, type Program, type Stmt } from './program';

export type BlockPlace = {
  /** "2.1": the steps from the top of its program or function, joined by dots. */
  number: string;
  /** The function the block is in, or null for the program itself. */
  fn: FunctionName | null;
};

/** The blocks directly inside a block, in the order the list shows them (an if: then, else). */
const childrenOf = (stmt: Stmt): readonly Stmt[] => {
  if (stmt.op === 'repeat' || stmt.op === 'until-goal') return stmt.body;
  if (stmt.op === 'if') return [...stmt.then, ...(stmt.else ?? [])];
  return [];
};

/** Every block's place, by id. */
export function blockPlaces(program: Program): Map<string, BlockPlace> {
  const places = new Map<string, BlockPlace>();
  const number = (list: readonly Stmt[], prefix: string, fn: FunctionName | null) =>
    list.forEach((stmt, i) => {
      const own = `${prefix}${i + 1}`;
      places.set(stmt.id, { number: own, fn });
      number(childrenOf(stmt), `${own}.`, fn);
    });
  number(program.body, '', null);
  for (const f of functionsOf(program)) number(f.body, '', f.name);
  return places;
}
