// The family API (docs/product.md#accounts-and-children, decision 150): a grown-up's child
// profiles, switching into a child on this device and back, consent, export and delete. One
// definition for the server's routes and the web's calls (the web imports types only).
import { z } from 'zod';
import { avatarIdSchema, nicknameSchema } from './child-profile';

const childId = z.coerce.number().int().positive();
export const childParams = z.object({ id: childId });

/** The grown-up's password, asked again before a child is deleted or consent withdrawn. */
const passwordBody = z.object({ password: z.string().min(1).max(128) });

// GET /api/family
const familyChild = z.object({
  id: z.number().int(),
  nickname: z.string(),
  avatarId: z.number().int(),
  points: z.number().int(),
  level: z.number().int(),
});
/** @public for the web's family page, built beside this module. */
export type FamilyChild = z.infer<typeof familyChild>;
export const familyResponse = z.object({
  children: z.array(familyChild),
  /**
   * `given`: the grown-up confirmed the email carrying our notice about children's data, so
   * children can be added; `pending`: that email was sent and not confirmed yet; `none`: never
   * sent (an older account: it asks for one with POST /api/consent/request).
   */
  consent: z.enum(['none', 'pending', 'given']),
  /** The notice version consented to, or null. */
  noticeVersion: z.string().nullable(),
});
/** @public for the web's family page, built beside this module. */
export type FamilyResponse = z.infer<typeof familyResponse>;

// POST /api/family/children -> 201; PATCH /api/family/children/:id -> 200
export const addChildBody = z.object({ nickname: nicknameSchema, avatarId: avatarIdSchema });
export const updateChildBody = z
  .object({ nickname: nicknameSchema.optional(), avatarId: avatarIdSchema.optional() })
  .refine((body) => body.nickname !== undefined || body.avatarId !== undefined, {
    message: 'Please give a nickname or an avatar to change.',
  });
export const childProfileResponse = z.object({
  id: z.number().int(),
  nickname: z.string(),
  avatarId: z.number().int(),
});
/** @public for the web's family page, built beside this module. */
export type ChildProfile = z.infer<typeof childProfileResponse>;

// POST /api/family/children/:id/switch (no body) -> 200 PublicUser (the child)
// POST /api/session/grown-up {password} -> 200 PublicUser (the grown-up who switched)
export const switchBackBody = passwordBody;

// DELETE /api/family/children/:id {password} -> 204; DELETE /api/consent {password} -> 204;
// DELETE /api/user {password} -> 204 (the grown-up's own account, its children and classes)
export const deleteWithPasswordBody = passwordBody;

// POST /api/account/grown-up {grownUp: true} -> 200 PublicUser: an older account says it is a
// grown-up's (asked once, before its first child profile or class).
export const becomeGrownUpBody = z.object({
  grownUp: z.literal(true, { error: 'Please tick the box to say you are 18 or older.' }),
});

// POST /api/consent/request (no body) -> 200 {message}: sends the email carrying the notice.
