// The class gallery API (docs/product/classes.md#class-gallery): a class child shares a studio
// drawing, the teacher approves it, and the class sees it under the child's nickname, drawn from
// its program. Never a title (free text a child typed), never outside the class. The web imports
// only types from here.
import { z } from 'zod';
import { draftLabProgramSchema, type LabProgram } from '../code-lab/level-program';
import type { Program } from '../code-lab/program';
import { CREATION_KINDS } from '../creations';
import { idParam, isoDateTime } from './common-api';

/** Pending shares of one kind one child may have waiting for the teacher at once. */
export const GALLERY_PENDING_MAX = 3;
/**
 * Shares, take-backs and reactions per class child per hour
 * (docs/decisions/303-gallery-budget-per-child.md).
 */
export const GALLERY_WRITES_PER_HOUR = 120;

export const GALLERY_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type GalleryStatus = (typeof GALLERY_STATUSES)[number];

/** The fixed reactions, each one of our own SVG pictures; no text, no comments. */
export const REACTION_KINDS = ['star', 'clap', 'heart'] as const;
export type ReactionKind = (typeof REACTION_KINDS)[number];

/** Ids are PostgreSQL integers: a bigger one is a 400 naming the field, never a database error. */
const id = idParam();
export const galleryItemParams = z.object({ itemId: id });
export const classGalleryItemParams = z.object({ id, itemId: id });

// PATCH /api/classes/:id {name?, galleryOn?}: at least one -> 200 the class summary (which now
// says `galleryOn`). The gallery is off for a new class.

// POST /api/code-lab/drawings/:id/share (or /api/code-lab/creations/:kind/:id/share) -> 201 {itemId, status: 'pending'}; 403 for a session
// that is not a class child's; 409 with the gallery off, or GALLERY_PENDING_MAX already pending.
// Sharing again a drawing the teacher turned down makes it pending again.
// DELETE /api/code-lab/drawings/:id/share -> 204: the child takes it back, at any status.
export const shareResponse = z.strictObject({ itemId: z.number().int(), status: z.enum(GALLERY_STATUSES) });

const reactionCounts = z.strictObject({
  star: z.number().int(),
  clap: z.number().int(),
  heart: z.number().int(),
});
/** @public for the web's gallery, built beside this module. */
export type ReactionCounts = z.infer<typeof reactionCounts>;

// GET /api/classes/:id/gallery?status=pending|approved (default pending) -> the teacher's queue,
// oldest share first; the class sees only the version the teacher approved, and a new version of
// a shown creation waits here beside it. POST /api/classes/:id/gallery/:itemId/approve and .../reject -> 200 the
// item; DELETE /api/classes/:id/gallery/:itemId -> 204. Another teacher's class: 404.
// `kind` (default drawing) names which creations (docs/decisions/393-creations-by-kind.md).
const kind = z.enum(CREATION_KINDS).default('drawing');
export const galleryQuery = z.object({
  status: z.enum(['pending', 'approved']).default('pending'),
  kind,
});
const teacherItem = z.strictObject({
  id: z.number().int(),
  drawingId: z.number().int(),
  nickname: z.string(),
  program: draftLabProgramSchema,
  status: z.enum(GALLERY_STATUSES),
  sharedAt: isoDateTime,
  reactions: reactionCounts,
});
export const teacherGalleryItemResponse = teacherItem;
export const teacherGalleryResponse = z.strictObject({ items: z.array(teacherItem) });
/** @public for the web's class page, built beside this module. */
export type TeacherGalleryItem<P extends LabProgram = Program> = Omit<z.input<typeof teacherItem>, 'program'> & { program: P };

// GET /api/class-gallery, for a class child -> the class's approved drawings, newest first
// (`galleryOn: false` and no items while the teacher has it off). A family child, a grown-up or
// a guest: 404.
const classItem = z.strictObject({
  id: z.number().int(),
  nickname: z.string(),
  program: draftLabProgramSchema,
  reactions: reactionCounts,
  /** This child's own reaction to it, if any. */
  myReaction: z.enum(REACTION_KINDS).nullable(),
  /** Whether the drawing is this child's. */
  mine: z.boolean(),
});
export const classGalleryResponse = z.strictObject({
  galleryOn: z.boolean(),
  items: z.array(classItem),
});
/** @public for the web's gallery, built beside this module. */
export type ClassGalleryItem<P extends LabProgram = Program> = Omit<z.input<typeof classItem>, 'program'> & { program: P };

// POST /api/class-gallery/:itemId/reactions {kind} -> 204 (one per child per drawing: a new kind
// replaces the old); DELETE /api/class-gallery/:itemId/reactions -> 204 takes it back.
export const reactionBody = z.object({ kind: z.enum(REACTION_KINDS) });
// GET /api/class-gallery?kind=drawing|game|tune|page|finder (default drawing).
export const classGalleryQuery = z.object({ kind });
