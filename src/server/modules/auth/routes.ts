import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';

// Filled in by the accounts work; registered by app.ts.
export async function authRoutes(_app: FastifyInstance, _deps: AppDeps): Promise<void> {}
