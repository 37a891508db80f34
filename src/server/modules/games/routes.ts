import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';

// Filled in by its issue; registered by app.ts.
export async function gamesRoutes(_app: FastifyInstance, _deps: AppDeps): Promise<void> {}
