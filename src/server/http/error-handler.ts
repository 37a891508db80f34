import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { serverMessages } from '../../domain/server-messages';
import { HttpError } from './errors';

type ZodIssueLike = { instancePath?: string; message?: string; params?: { issue?: { path?: PropertyKey[]; message?: string } } };

const fieldOf = (issue: ZodIssueLike): string => {
  const path = issue.params?.issue?.path ?? issue.instancePath?.split('/').filter(Boolean) ?? [];
  return path.map(String).join('.') || 'body';
};

/**
 * What a failed request logs. A database error carries the query's parameters (a password hash,
 * an email, the text a child typed): the log keeps the query, the database's code and message,
 * never the parameters or the row details.
 */
function loggableError(error: Error): Record<string, unknown> | Error {
  const e = error as Error & { query?: unknown; params?: unknown; cause?: unknown };
  if (e.params === undefined && !error.message.startsWith('Failed query:')) return error;
  const cause = (e.cause ?? {}) as { code?: unknown; message?: unknown };
  return {
    type: error.name,
    message: error.message.replace(/\nparams: [\s\S]*$/, ''),
    query: typeof e.query === 'string' ? e.query : undefined,
    code: cause.code,
    cause: typeof cause.message === 'string' ? cause.message : undefined,
    stack: error.stack?.replace(/\nparams: [^\n]*/, ''),
  };
}

/** docs/product.md#errors-and-bad-input: every error is `{"message": "..."}` with a precise status; 500s say nothing inside. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send({ ...error.fields, message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0] as ZodIssueLike | undefined;
      const where = error.validationContext === 'querystring' ? 'query' : error.validationContext;
      const field = first ? fieldOf(first) : 'body';
      const why = first?.params?.issue?.message ?? first?.message ?? 'is invalid';
      return reply.code(400).send({ message: `Invalid ${where === 'body' ? '' : `${where} `}field "${field}": ${why}` });
    }
    const status = error.statusCode ?? 500;
    if (status === 400 && error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return reply.code(400).send({ message: serverMessages.badJson });
    }
    if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.code(400).send({ message: serverMessages.badJson });
    }
    if (status === 413) return reply.code(413).send({ message: serverMessages.tooLarge });
    if (status === 415) return reply.code(415).send({ message: serverMessages.notJson });
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: error.message || 'Bad request' });
    }
    request.log.error({ err: loggableError(error) }, 'request failed');
    return reply.code(500).send({ message: serverMessages.generic });
  });
}
