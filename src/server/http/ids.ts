import { z } from 'zod';
import { idParam } from '../../domain/api/common-api';

// Ids are PostgreSQL `integer`s. A bigger number names no row, but the database refuses to
// compare it with an integer column (a 500), so the schemas stop it first: a 400 naming the field.
const MAX_DB_ID = 2_147_483_647;

/** An id in a JSON body. */
export const dbId = () => z.number().int().positive().max(MAX_DB_ID);
/**
 * An id in a path or query string: plain decimal digits
 * (docs/decisions/379-names-ids-and-archived-work.md).
 */
export const dbIdParam = idParam;
