import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { batchList, sendEmailAnswer } from '../../../domain/api/admin-api';
import type { AppDeps } from '../../app-deps';
import { badRequest, notFound } from '../../http/errors';
import { dbId } from '../../http/ids';
import { requestT } from '../../i18n/words';
import { requireAdmin } from '../auth/guards';
import { outboxRepository } from '../mail/outbox-repository';
import type { OutboxWorker } from '../mail/outbox-worker';
import { mailOriginOf } from '../mail/mail-origin';
import { adminUsersRepository } from './admin-users-repository';

const SUBJECT_MAX = 200;
const MESSAGE_MAX = 10_000;
const BULK_USER_IDS_MAX = 5_000;
// A 10,000-character message can take 40 KB as JSON (escapes, multi-byte letters): these two
// routes accept 64 KiB; everything else keeps the 16 KiB default (docs/product.md#admin-pages).
const OUTREACH_BODY_LIMIT = 64 * 1024;

const text = z.string().max(MESSAGE_MAX * 4).optional();
const individualBody = z.object({ userId: dbId().nullable().optional(), subject: text, message: text });
const bulkBody = z.object({
  audience: z.literal('active').optional(),
  userIds: z.array(dbId()).max(BULK_USER_IDS_MAX).optional(),
  subject: text,
  message: text,
});

/** docs/product.md#admin-pages: subject and message are required; our limits keep a message a message. */
function checkedText(
  subject: string | undefined,
  message: string | undefined,
  missing: 'server.admin.individualMissing' | 'server.admin.bulkMissing',
) {
  const s = subject?.trim() ?? '';
  const m = message?.trim() ?? '';
  if (!s || !m) throw badRequest(missing);
  if (s.length > SUBJECT_MAX) throw badRequest('server.admin.subjectTooLong');
  if (m.length > MESSAGE_MAX) throw badRequest('server.admin.messageTooLong');
  return { subject: s, message: m };
}

export async function outreachRoutes(app: FastifyInstance, deps: AppDeps, worker: OutboxWorker): Promise<void> {
  const outbox = outboxRepository(deps.database.db);
  const usersRepo = adminUsersRepository(deps.database.db);
  const mailOrigin = () => mailOriginOf(deps.env, app.server);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/admin/send-user-email', { bodyLimit: OUTREACH_BODY_LIMIT, schema: { body: individualBody, response: { 200: sendEmailAnswer } } }, async (request) => {
    requireAdmin(request);
    const { userId } = request.body;
    if (!userId) throw badRequest('server.admin.individualMissing');
    const { subject, message } = checkedText(request.body.subject, request.body.message, 'server.admin.individualMissing');
    const user = await usersRepo.byId(userId);
    if (!user) throw notFound('server.admin.userNotFound');
    if (user.unsubscribed) throw badRequest('server.admin.userUnsubscribed');
    const queued = await outbox.enqueueToUser({ userId, subject, message, ...mailOrigin() });
    if (queued === 0) throw badRequest('server.admin.userUnsubscribed');
    worker.kick();
    return { message: requestT(request)('server.admin.queuedOne', { to: user.displayName || user.email }), queued, batchId: null };
  });

  r.post('/api/admin/send-bulk-email', { bodyLimit: OUTREACH_BODY_LIMIT, schema: { body: bulkBody, response: { 200: sendEmailAnswer } } }, async (request) => {
    const admin = requireAdmin(request);
    const { subject, message } = checkedText(request.body.subject, request.body.message, 'server.admin.bulkMissing');
    const { audience, userIds } = request.body;
    if (!audience && !userIds) throw badRequest('server.admin.noAudience');
    const { batchId, queued } = await outbox.enqueueBulk({
      subject,
      message,
      createdBy: admin.id,
      userIds: audience === 'active' ? undefined : userIds,
      ...mailOrigin(),
    });
    if (queued === 0) throw badRequest('server.admin.noRecipients');
    worker.kick();
    return { message: requestT(request)('server.admin.queuedBulk', { count: queued }), queued, batchId };
  });

  r.get('/api/admin/mail-batches', { schema: { response: { 200: batchList } } }, async (request) => {
    requireAdmin(request);
    return outbox.batches();
  });
}
