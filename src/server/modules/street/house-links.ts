// Links to a classmate's house (docs/decisions/411-neighbornet.md): only a class child's house has
// them, and each goes to a house approved on the child's own class street. Checked whenever a
// house is kept or changed, after its program's own check (code-lab/creation-programs.ts), so no
// house keeps a link to a house its class cannot see.
import type { LabProgram } from '../../../domain/code-lab/level-program';
import { walkWeb, type WebProgram } from '../../../domain/code-lab/stages/web/web-program';
import type { CreationKind } from '../../../domain/creations';
import { badRequest } from '../../http/errors';
import type { Db } from '../../db/client';
import type { SessionUser } from '../auth/session-repository';
import { streetRepository } from './street-repository';

/** The creation ids a house's links go to. */
function linkedHouses(program: WebProgram): number[] {
  const houses: number[] = [];
  for (const { stmt } of walkWeb(program)) if (stmt.op === 'web-link' && stmt.house !== undefined) houses.push(stmt.house);
  return houses;
}

/** Throws a 400 when a house's links to houses are not this person's to make. */
export async function checkHouseLinks(db: Db, user: SessionUser, kind: CreationKind, program: LabProgram): Promise<void> {
  if (kind !== 'page') return;
  const houses = linkedHouses(program as WebProgram);
  if (houses.length === 0) return;
  if (user.kind !== 'child' || user.classId === null) throw badRequest('server.pageCreations.noHouseLinks');
  const street = await streetRepository(db).approvedIds(user.classId);
  if (houses.some((house) => !street.has(house))) throw badRequest('server.pageCreations.houseNotOnStreet');
}
