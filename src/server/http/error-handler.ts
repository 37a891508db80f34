import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { requestLocale } from '../i18n/request-locale';
import { translatorFor } from '../i18n/translators';
import { issueWords, renderDeep, words } from '../i18n/words';
import { HttpError } from './errors';

type ZodIssueLike = {
  instancePath?: string;
  message?: string;
  params?: {
    issue?: { path?: PropertyKey[]; message?: string; minimum?: unknown; maximum?: unknown; params?: unknown };
    minimum?: unknown;
    maximum?: unknown;
    params?: unknown;
  };
};

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

/**
 * docs/product.md#errors-and-bad-input: every error is `{"message": "..."}` with a precise status; 500s say nothing inside.
 * The message is said in the request's language
 * (docs/decisions/315-the-server-says-words-not-text.md); field names stay English.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const t = translatorFor(requestLocale(request));
    if (error instanceof HttpError) {
      const fields = renderDeep(error.fields, t) as Record<string, unknown>;
      return reply.code(error.statusCode).headers(error.headers).send({ ...fields, message: error.words.render(t) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0] as ZodIssueLike | undefined;
      const where = error.validationContext === 'querystring' ? 'query' : (error.validationContext ?? 'body');
      const field = first ? fieldOf(first) : 'body';
      // The provider keeps the zod issue's own fields (`maximum`, a refinement's `params`) in `params`.
      const issue = first?.params?.issue ?? (first ? { ...first.params, message: first.message } : undefined);
      const why = issueWords(issue, words('server.http.isInvalid'));
      return reply.code(400).send({ message: words('server.http.invalidField', { where, field, why }).render(t) });
    }
    const status = error.statusCode ?? 500;
    if (status === 400 && error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return reply.code(400).send({ message: t('server.http.badJson') });
    }
    if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.code(400).send({ message: t('server.http.badJson') });
    }
    if (status === 413) return reply.code(413).send({ message: t('server.http.tooLarge') });
    if (status === 415) return reply.code(415).send({ message: t('server.http.notJson') });
    if (status >= 400 && status < 500) {
      // Fastify's own refusals (a route's wrong method...): its English, or our plain words.
      return reply.code(status).send({ message: error.message || t('server.http.badRequest') });
    }
    request.log.error({ err: loggableError(error) }, 'request failed');
    return reply.code(500).send({ message: t('server.http.generic') });
  });
}
