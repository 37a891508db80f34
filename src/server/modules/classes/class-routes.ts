import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { childrenProgressResponse } from '../../../domain/api/child-progress-api';
import { childCodeLabResponse, progressQuery } from '../../../domain/api/child-work-api';
import {
  addStudentsBody,
  addStudentsResponse,
  CLASS_MAX_STUDENTS,
  classDetailResponse,
  classExportQuery,
  classExportResponse,
  classListResponse,
  classParams,
  classSoundResponse,
  classSummaryResponse,
  createClassBody,
  renameStudentBody,
  studentParams,
  studentResponse,
  type ClassStudent,
  type ClassSummary,
  updateClassBody,
} from '../../../domain/api/class-api';
import { shownName } from '../../../domain/accounts/child-profile';
import { nicknameProblemKey } from '../../../domain/api/child-profile-schemas';
import { noBody } from '../../../domain/api/common-api';
import type { AppDeps } from '../../app-deps';
import { conflict, forbidden, HttpError, notFound } from '../../http/errors';
import { keyWords, words, type Words } from '../../i18n/words';
import { accountOnly, requireAccount, requireUser, signedInOnly } from '../auth/guards';
import { childProgressView } from '../children/progress-view';
import {
  hasActiveConsent,
  requireConsentedGrownUp,
} from '../children/consent-repository';
import { childWorkRepository } from '../children/child-work-repository';
import { knownTimeZone } from '../children/view-time';
import { assignmentsRepository } from './assignments-repository';
import { classCsv, csvFileName } from './class-export';
import { requestLocale } from '../../i18n/request-locale';
import { classRepository, type ClassRow } from './class-repository';
import { liftSignInLocks, signInLocksOf } from './join-limits';
import { classProgressCache, type CachedProgress } from './progress-cache';
import { picturesOf } from './secrets';
import { studentsRepository, type StudentRow } from './students-repository';
import { isLocale } from '../../../i18n/locales';

const summaryOf = (row: ClassRow): ClassSummary => ({
  id: row.id,
  name: shownName(row.name),
  joinCode: row.joinCode,
  studentCount: row.studentCount,
  createdAt: row.createdAt.toISOString(),
  archivedAt: row.archivedAt?.toISOString() ?? null,
  galleryOn: row.galleryOn,
  soundOn: row.soundOn,
  locale: isLocale(row.locale) ? row.locale : null,
});
const studentOf = (row: StudentRow): ClassStudent => ({
  id: row.id,
  nickname: shownName(row.nickname),
  avatarId: row.avatarId,
  pictures: picturesOf(row.pictureSecret),
});

/** Whether the client takes gzip (`Accept-Encoding`, a q of 0 refuses it). */
function acceptsGzip(header: string | undefined): boolean {
  return (header ?? '').split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return (name === 'gzip' || name === '*') && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/**
 * Sends a JSON answer serialised (and gzipped) beforehand: Fastify sends a string or a buffer
 * as it is, and the compression hook leaves an answer that has its Content-Encoding alone.
 */
function sendBuilt(reply: FastifyReply, answer: CachedProgress, gzip: boolean): FastifyReply {
  reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (!gzip) return reply.send(answer.json);
  return reply.header('content-encoding', 'gzip').send(answer.gzip);
}

const classNotFound = () => notFound('server.classes.classNotFound');
const studentNotFound = () => notFound('server.classes.studentNotFound');

/** A pasted list's bad lines, all at once (`line` counts the list's nicknames from 1). */
type LineProblem = { line: number; message: Words };
function listRefused(status: 400 | 409, errors: LineProblem[]): HttpError {
  const [only] = errors;
  const message =
    errors.length === 1 && only
      ? words('server.classes.lineProblem', { line: only.line, problem: only.message })
      : words('server.classes.badLines', { count: errors.length });
  return new HttpError(status, message, {}, { errors });
}

/** Every line whose nickname breaks the rules or comes earlier in the list too. */
function listProblems(nicknames: readonly string[]): LineProblem[] {
  const seen = new Set<string>();
  const problems: LineProblem[] = [];
  nicknames.forEach((nickname, index) => {
    const problem = nicknameProblemKey(nickname);
    const key = nickname.toLowerCase();
    if (problem) problems.push({ line: index + 1, message: keyWords(problem) });
    else if (seen.has(key)) problems.push({ line: index + 1, message: words('server.classes.nicknameTwice') });
    seen.add(key);
  });
  return problems;
}

/**
 * A teacher's classes (docs/product.md#classes,
 * docs/decisions/160-classes-join-codes-picture-secrets.md). Any confirmed grown-up can teach;
 * every route answers only about the teacher's own classes (another's is 404, to admins too). A
 * child's session is refused (403) before anything is read. Every write counts as use of the class
 * (its last_used_at, which retention reads).
 */
export async function classRoutes(parent: FastifyInstance, deps: AppDeps): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const classesRepo = classRepository(db);
  const students = studentsRepository(db);
  const progressCache = classProgressCache(db, () => deps.now().getTime());
  const work = childWorkRepository(db);

  async function ownClass(request: FastifyRequest, id: number): Promise<ClassRow> {
    const found = await classesRepo.findOwn(id, requireAccount(request).id);
    if (!found) throw classNotFound();
    return found;
  }
  const orNotFound = (row: ClassRow | null) => {
    if (!row) throw classNotFound();
    return summaryOf(row);
  };

  // A class child's pages ask whether their class makes sound (docs/product/classes.md#class-sound);
  // a family child or a grown-up has no class (404), a guest is not signed in (401).
  app.get(
    '/api/class-sound',
    { onRequest: signedInOnly, schema: { response: { 200: classSoundResponse } } },
    async (request) => {
      const user = requireUser(request);
      const soundOn = user.kind === 'child' && user.classId !== null ? await classesRepo.soundOn(user.classId) : null;
      if (soundOn === null) throw notFound('server.classes.noClass');
      return { soundOn };
    },
  );

  app.get(
    '/api/classes',
    { onRequest: accountOnly, schema: { response: { 200: classListResponse } } },
    async (request) => {
      const rows = await classesRepo.listOwn(requireAccount(request).id);
      return { classes: rows.map(summaryOf) };
    },
  );

  // A class needs a grown-up whose consent stands, checked before the name is
  // (docs/decisions/151-consent-by-email-plus.md).
  app.post(
    '/api/classes',
    {
      onRequest: accountOnly,
      preValidation: async (request) => {
        await requireConsentedGrownUp(db, request);
      },
      schema: { body: createClassBody, response: { 201: classSummaryResponse } },
    },
    async (request, reply) => {
      const created = await classesRepo.create(requireAccount(request).id, request.body.name);
      return reply.code(201).send(summaryOf(created));
    },
  );

  app.get(
    '/api/classes/:id',
    {
      onRequest: accountOnly,
      schema: { params: classParams, response: { 200: classDetailResponse } },
    },
    async (request) => {
      const found = await ownClass(request, request.params.id);
      // Opening a class its teacher was warned about keeps it
      // (docs/decisions/162-class-retention.md).
      if (found.archiveWarnedAt) await classesRepo.keepWarned(found.id, found.teacherId);
      const list = await students.list(found.id);
      const locks = await signInLocksOf(
        db,
        found,
        list.map((row) => row.id),
        request.ip,
      );
      return {
        ...summaryOf(found),
        students: list.map((row) => ({
          ...studentOf(row),
          signInLockedUntil: locks.lockedUntil.get(row.id)?.toISOString() ?? null,
        })),
        signInPausedUntil: locks.pausedUntil?.toISOString() ?? null,
      };
    },
  );

  // Lifts every sign-in lock of the class at once (docs/decisions/185-picture-sign-in-budgets.md,
  // docs/decisions/375-guesses-never-stop-a-class.md): its children's, every address's budget of
  // misses at it, and the code lookups of its addresses and the teacher's.
  app.post(
    '/api/classes/:id/sign-in/unlock',
    { onRequest: accountOnly, schema: { params: classParams, response: { 204: noBody } } },
    async (request, reply) => {
      const found = await ownClass(request, request.params.id);
      const list = await students.list(found.id);
      await liftSignInLocks(
        db,
        found,
        list.map((row) => row.id),
        request.ip,
      );
      request.log.info({ classId: found.id }, 'class sign-in locks lifted');
      return reply.code(204).send();
    },
  );

  // A name, the class gallery on or off, its language
  // (docs/decisions/313-a-class-language-for-its-children.md), or several
  // (docs/product/classes.md#class-gallery). Opening the gallery shows children's drawings to the
  // class: it needs the teacher's consent to stand, as adding children does
  // (docs/decisions/151-consent-by-email-plus.md), checked once the class is known to be theirs.
  app.patch(
    '/api/classes/:id',
    {
      onRequest: accountOnly,
      schema: {
        params: classParams,
        body: updateClassBody,
        response: { 200: classSummaryResponse },
      },
    },
    async (request) => {
      const teacher = requireAccount(request);
      const { id } = request.params;
      const { name, galleryOn, soundOn, locale } = request.body;
      if (galleryOn === true) {
        await ownClass(request, id);
        if (!(await hasActiveConsent(db, teacher.id))) throw forbidden('server.consent.noConsent');
      }
      return orNotFound(await classesRepo.change(id, teacher.id, { name, galleryOn, soundOn, locale }));
    },
  );

  app.post(
    '/api/classes/:id/join-code',
    {
      onRequest: accountOnly,
      schema: { params: classParams, response: { 200: classSummaryResponse } },
    },
    async (request) =>
      orNotFound(await classesRepo.newJoinCode(request.params.id, requireAccount(request).id)),
  );

  app.post(
    '/api/classes/:id/archive',
    {
      onRequest: accountOnly,
      schema: { params: classParams, response: { 200: classSummaryResponse } },
    },
    async (request) =>
      orNotFound(await classesRepo.archive(request.params.id, requireAccount(request).id)),
  );

  app.post(
    '/api/classes/:id/restore',
    {
      onRequest: accountOnly,
      schema: { params: classParams, response: { 200: classSummaryResponse } },
    },
    async (request) =>
      orNotFound(await classesRepo.restore(request.params.id, requireAccount(request).id)),
  );

  // The whole list or nothing: every bad line is named at once (from 1), with why.
  app.post(
    '/api/classes/:id/students',
    {
      onRequest: accountOnly,
      schema: {
        params: classParams,
        body: addStudentsBody,
        response: { 201: addStudentsResponse },
      },
    },
    async (request, reply) => {
      const teacher = requireAccount(request);
      const found = await ownClass(request, request.params.id);
      // New child profiles need the teacher's consent to stand
      // (docs/decisions/151-consent-by-email-plus.md).
      if (!(await hasActiveConsent(db, teacher.id))) throw forbidden('server.consent.noConsent');
      // Stored as typed, less the spaces around it
      // (docs/decisions/187-names-without-format-characters.md).
      const nicknames = request.body.nicknames.map((nickname) => nickname.trim());
      const problems = listProblems(nicknames);
      if (problems.length > 0) throw listRefused(400, problems);
      const result = await students.add(found.id, teacher.id, nicknames, CLASS_MAX_STUDENTS);
      switch (result.kind) {
        case 'not-found':
          throw classNotFound();
        case 'archived':
          throw conflict('server.classes.archived');
        case 'twice':
          throw listRefused(400, [{ line: result.index + 1, message: words('server.classes.nicknameTwice') }]);
        case 'taken':
          if (result.indexes.length === 0) throw conflict('server.child.nicknameTaken');
          throw listRefused(
            409,
            result.indexes.map((index) => ({
              line: index + 1,
              message: words('server.child.nicknameTaken'),
            })),
          );
        case 'full':
          throw conflict('server.classes.classFull', { max: CLASS_MAX_STUDENTS, total: result.total });
        case 'added':
          progressCache.forget(found.id);
          return reply.code(201).send({ students: result.students.map(studentOf) });
      }
    },
  );

  app.patch(
    '/api/classes/:id/students/:studentId',
    {
      onRequest: accountOnly,
      schema: {
        params: studentParams,
        body: renameStudentBody,
        response: { 200: studentResponse },
      },
    },
    async (request) => {
      const { id, studentId } = request.params;
      const teacher = requireAccount(request);
      const result = await students.rename(id, teacher.id, studentId, request.body.nickname);
      switch (result.kind) {
        case 'not-found':
          throw classNotFound();
        case 'student-not-found':
          throw studentNotFound();
        case 'taken':
          throw conflict('server.child.nicknameTaken');
        case 'renamed':
          progressCache.forget(id);
          return studentOf(result.student);
      }
    },
  );

  app.post(
    '/api/classes/:id/students/:studentId/pictures',
    {
      onRequest: accountOnly,
      schema: { params: studentParams, response: { 200: studentResponse } },
    },
    async (request) => {
      const { id, studentId } = request.params;
      const result = await students.resetPictures(id, requireAccount(request).id, studentId);
      if (result.kind === 'not-found') throw classNotFound();
      if (result.kind === 'student-not-found') throw studentNotFound();
      return studentOf(result.student);
    },
  );

  app.delete(
    '/api/classes/:id/students/:studentId',
    { onRequest: accountOnly, schema: { params: studentParams, response: { 204: noBody } } },
    async (request, reply) => {
      const { id, studentId } = request.params;
      const result = await students.remove(id, requireAccount(request).id, studentId);
      if (result.kind === 'not-found') throw classNotFound();
      if (result.kind === 'student-not-found') throw studentNotFound();
      progressCache.forget(id);
      return reply.code(204).send();
    },
  );

  // The same per-child view a parent gets, for every child of the class in one query, built at
  // most once a second per class (progress-cache.ts: already checked and serialised, and gzipped).
  app.get(
    '/api/classes/:id/progress',
    {
      onRequest: accountOnly,
      schema: {
        params: classParams,
        querystring: progressQuery,
        response: { 200: childrenProgressResponse },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!(await classesRepo.isOwn(id, requireAccount(request).id))) throw classNotFound();
      const answer = await progressCache.get(id, knownTimeZone(request.query.tz));
      return sendBuilt(reply, answer, acceptsGzip(request.headers['accept-encoding']));
    },
  );

  app.get(
    '/api/classes/:id/export',
    {
      onRequest: accountOnly,
      // Its answer is CSV, not JSON: tests/api/bad-input-endpoints.ts writes its cases by hand.
      config: { sweepExemption: 'answers text/csv, an attachment, not JSON' },
      schema: {
        params: classParams,
        querystring: classExportQuery,
        response: { 200: classExportResponse },
      },
    },
    async (request, reply) => {
      const found = await ownClass(request, request.params.id);
      const timeZone = knownTimeZone(request.query.tz);
      const [children, assignments] = await Promise.all([
        childProgressView(db).list({ classId: found.id }, { now: deps.now(), timeZone }),
        assignmentsRepository(db).list(found.id),
      ]);
      // The byte-order mark tells spreadsheets the text is UTF-8 (nicknames with accents).
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csvFileName(found.name)}"`)
        .send(
          `\uFEFF${classCsv(children, timeZone, assignments.map((row) => row.items), requestLocale(request))}`,
        );
    },
  );

  // One child's Code Lab work (docs/decisions/271-a-childs-code-lab-work.md), asked when the
  // teacher opens the child's detail.
  app.get(
    '/api/classes/:id/children/:studentId/code-lab',
    {
      onRequest: accountOnly,
      schema: { params: studentParams, response: { 200: childCodeLabResponse } },
    },
    async (request) => {
      const { id, studentId } = request.params;
      if (!(await classesRepo.isOwn(id, requireAccount(request).id))) throw classNotFound();
      if (!(await work.isInScope({ classId: id }, studentId))) throw studentNotFound();
      return { levels: await work.levels(studentId) };
    },
  );
}
