// The numbers and the join-code alphabet of classes (docs/product.md#classes), apart from the
// zod schemas of class-api.ts so the web's screens can use them without loading zod.

/** At most this many children in one class. */
export const CLASS_MAX_STUDENTS = 40;
export const CLASS_NAME_MAX_LENGTH = 60;
/** Join codes: 6 characters from this alphabet (no 0/O/1/I/L), upper-case. */
export const JOIN_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const JOIN_CODE_LENGTH = 6;

/** A typed class code as the server reads it: spaces taken away, upper-case. */
export const normalizeJoinCode = (typed: string): string => typed.replace(/\s+/g, '').toUpperCase();

/** True for a well-formed code (after normalizeJoinCode). */
export const isJoinCode = (code: string): boolean =>
  code.length === JOIN_CODE_LENGTH && [...code].every((c) => JOIN_CODE_ALPHABET.includes(c));
