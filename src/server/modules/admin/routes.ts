import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';

// Filled in by its issue; registered by app.ts. Workers start only when asked (main.ts).
export async function adminRoutes(_app: FastifyInstance, _deps: AppDeps, _options: { startWorkers: boolean }): Promise<void> {}
