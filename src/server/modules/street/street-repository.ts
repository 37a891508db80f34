// The class street (docs/decisions/411-neighbornet.md): the NeighborNet houses (creations of kind
// `page`) the teacher approved in a class, read from the class gallery's approved versions. Every
// read names the class and asks for the gallery on and the class not archived: a house of another
// class, or of a closed gallery, is simply not there.
import { sql } from 'drizzle-orm';
import { shownName } from '../../../domain/accounts/child-profile';
import type { PageProgram } from '../../../domain/code-lab/stages/web/web-program';
import type { Db } from '../../db/client';

type RawHouse = { id: number; child_id: number; nickname: string | null; program: PageProgram };
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The approved houses of open classes, with the condition on the class given. */
const approvedHouses = (classIs: ReturnType<typeof sql>, also = sql`true`) => sql`
  select i.drawing_id as id, i.child_id, u.nickname, i.program
  from class_gallery_items i
    join classes c on c.id = i.class_id
    join code_lab_drawings d on d.id = i.drawing_id
    join users u on u.id = i.child_id
  where ${classIs} and ${also} and i.status = 'approved' and d.kind = 'page'
    and c.gallery_on and c.archived_at is null
  order by i.decided_at asc nulls last, i.id asc`;

export type StreetHouseRow = { id: number; nickname: string; pages: number; mine: boolean };

/** Who asks for a house: a class child (their class) or a grown-up (the classes they teach). */
export type StreetViewer = { classId: number } | { teacherId: number };

const classOf = (viewer: StreetViewer) =>
  'classId' in viewer ? sql`c.id = ${viewer.classId}::int` : sql`c.teacher_id = ${viewer.teacherId}::int`;

export const streetRepository = (db: Db) => {
  /** The ids of the houses approved on a class's street while its gallery is on. */
  async function approvedIds(classId: number): Promise<Set<number>> {
    const rows = rowsOf<RawHouse>(await db.execute(approvedHouses(sql`c.id = ${classId}::int`)));
    return new Set(rows.map((row) => row.id));
  }

  return {
  approvedIds,

  /**
   * A class child's street: their class's approved houses, first approved first;
   * `galleryOn: false` and none while the gallery is off or the class archived.
   */
  async forChild(child: { id: number; classId: number }): Promise<{ galleryOn: boolean; houses: StreetHouseRow[] }> {
    const [klass] = rowsOf<{ on: boolean }>(
      await db.execute(sql`select gallery_on and archived_at is null as on from classes where id = ${child.classId}::int`),
    );
    if (!klass?.on) return { galleryOn: false, houses: [] };
    const rows = rowsOf<RawHouse>(await db.execute(approvedHouses(sql`c.id = ${child.classId}::int`)));
    return {
      galleryOn: true,
      houses: rows.map((row) => ({
        id: row.id,
        nickname: shownName(row.nickname ?? ''),
        pages: row.program.pages.length,
        mine: row.child_id === child.id,
      })),
    };
  },

  /**
   * The approved version of a house the viewer may see, with the ids of every house approved on
   * its street (its links to a house go only to those); null when there is none for them.
   */
  async house(creationId: number, viewer: StreetViewer): Promise<{ program: PageProgram; street: Set<number> } | null> {
    const [found] = rowsOf<RawHouse & { class_id: number }>(
      await db.execute(sql`
        select i.program, i.class_id from class_gallery_items i
          join classes c on c.id = i.class_id
          join code_lab_drawings d on d.id = i.drawing_id
        where i.drawing_id = ${creationId}::int and ${classOf(viewer)} and i.status = 'approved'
          and d.kind = 'page' and c.gallery_on and c.archived_at is null
        limit 1`),
    );
    if (!found) return null;
    return { program: found.program, street: await approvedIds(found.class_id) };
  },
  };
};
