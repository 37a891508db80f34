import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { childProgressOn, itemStates } from '../../../domain/classes/assignment-done';
import {
  ASSIGNMENT_DUE_MAX_DAYS,
  ASSIGNMENTS_MAX,
  earliestDueOn,
  isCalendarDay,
  latestDueOn,
} from '../../../domain/classes/assignments';
import {
  assignment,
  assignmentParams,
  classAssignmentsResponse,
  createAssignmentBody,
  myAssignmentsResponse,
  updateAssignmentBody,
  type AssignmentItem,
} from '../../../domain/api/assignments-api';
import { classParams } from '../../../domain/api/class-api';
import { noBody } from '../../../domain/api/common-api';
import type { AppDeps } from '../../app-deps';
import { conflict, notFound, refuse } from '../../http/errors';
import { words, type Words } from '../../i18n/words';
import { accountOnly, requireAccount, requireUser, signedInOnly } from '../auth/guards';
import { checkItems, shownItems, worldLevels, type StoredItem } from './assignment-items';
import { assignmentsRepository, type AssignmentRow } from './assignments-repository';
import { classRepository } from './class-repository';

const classNotFound = () => notFound('server.classes.classNotFound');
const assignmentNotFound = () => notFound('server.assignments.notFound');

const shown = (row: AssignmentRow) => ({
  id: row.id,
  title: row.title,
  items: shownItems(row.items),
  dueOn: row.dueOn,
  createdAt: row.createdAt,
});

function storedItems(items: readonly AssignmentItem[]): StoredItem[] {
  const checked = checkItems(items);
  if (!checked.ok) throw refuse(400, checked.words);
  return checked.items;
}

/**
 * A due date that is not in the past (docs/decisions/252-due-dates-today-anywhere.md), or null;
 * `kept` is allowed as it is.
 */
function checkedDueOn(dueOn: string | null, now: Date, kept?: string | null): string | null {
  if (dueOn === null || dueOn === kept) return dueOn;
  const problem = dueOnProblem(dueOn, now);
  if (problem) throw refuse(400, problem);
  return dueOn;
}

/** What is wrong with a due date at `now` (the rule of domain/classes/assignments.ts dueOnProblem), or null. */
function dueOnProblem(text: string, now: Date): Words | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return words('server.assignments.dueOnFormat');
  if (!isCalendarDay(text)) return words('server.assignments.dueOnNotADay', { text });
  if (text < earliestDueOn(now)) return words('server.assignments.dueOnPast', { text });
  if (text > latestDueOn(now)) return words('server.assignments.dueOnTooFar', { max: ASSIGNMENT_DUE_MAX_DAYS });
  return null;
}

/**
 * Assignments (docs/product/classes.md#assignments,
 * docs/decisions/250-assignments-read-from-the-work.md to
 * docs/decisions/254-assignments-in-the-class-csv.md): a teacher sets work for their class, as the
 * other class routes do (a child's session 403, another teacher's class 404); a class child reads
 * their class's at GET /api/assignments, every other session an empty list.
 */
export async function assignmentRoutes(parent: FastifyInstance, deps: AppDeps): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const classesRepo = classRepository(db);
  const assignments = assignmentsRepository(db);

  app.post(
    '/api/classes/:id/assignments',
    {
      onRequest: accountOnly,
      schema: {
        params: classParams,
        body: createAssignmentBody,
        response: { 201: assignment },
      },
    },
    async (request, reply) => {
      const teacher = requireAccount(request);
      // The class first: another teacher's is 404 whatever the body holds.
      if (!(await classesRepo.isOwn(request.params.id, teacher.id))) throw classNotFound();
      const now = new Date();
      const items = storedItems(request.body.items);
      const dueOn = checkedDueOn(request.body.dueOn ?? null, now);
      const result = await assignments.createWithin(
        ASSIGNMENTS_MAX,
        request.params.id,
        teacher.id,
        { title: request.body.title, items, dueOn },
        now,
      );
      switch (result.kind) {
        case 'not-found':
          throw classNotFound();
        case 'archived':
          throw conflict('server.assignments.archived');
        case 'full':
          throw conflict('server.assignments.tooMany', { max: ASSIGNMENTS_MAX });
        case 'created':
          return reply.code(201).send(shown(result.row));
      }
    },
  );

  // Each assignment with every child's progress on it: three queries, however many of both.
  app.get(
    '/api/classes/:id/assignments',
    {
      onRequest: accountOnly,
      schema: { params: classParams, response: { 200: classAssignmentsResponse } },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await classesRepo.isOwn(id, requireAccount(request).id))) throw classNotFound();
      const [rows, children] = await Promise.all([
        assignments.list(id),
        assignments.childrenWork(id),
      ]);
      return {
        assignments: rows.map((row) => {
          const answer = shown(row);
          return {
            ...answer,
            children: children.map((child) => ({
              childId: child.id,
              nickname: child.nickname,
              ...childProgressOn(answer.items, child.work, worldLevels),
            })),
          };
        }),
      };
    },
  );

  app.patch(
    '/api/classes/:id/assignments/:assignmentId',
    {
      onRequest: accountOnly,
      schema: {
        params: assignmentParams,
        body: updateAssignmentBody,
        response: { 200: assignment },
      },
    },
    async (request) => {
      const { id, assignmentId } = request.params;
      const teacher = requireAccount(request);
      if (!(await classesRepo.isOwn(id, teacher.id))) throw classNotFound();
      const before = await assignments.find(id, assignmentId);
      if (!before) throw assignmentNotFound();
      const { title, items, dueOn } = request.body;
      const now = new Date();
      const result = await assignments.update(
        id,
        teacher.id,
        assignmentId,
        {
          ...(title === undefined ? {} : { title }),
          ...(items === undefined ? {} : { items: storedItems(items) }),
          // A due date already passed may be sent back unchanged with a new title.
          ...(dueOn === undefined ? {} : { dueOn: checkedDueOn(dueOn, now, before.dueOn) }),
        },
        now,
      );
      if (result.kind === 'not-found') throw classNotFound();
      if (result.kind === 'archived') throw conflict('server.assignments.archived');
      if (!result.row) throw assignmentNotFound();
      return shown(result.row);
    },
  );

  app.delete(
    '/api/classes/:id/assignments/:assignmentId',
    {
      onRequest: accountOnly,
      schema: { params: assignmentParams, response: { 204: noBody } },
    },
    async (request, reply) => {
      const { id, assignmentId } = request.params;
      const result = await assignments.remove(id, requireAccount(request).id, assignmentId);
      if (result.kind === 'not-found') throw classNotFound();
      if (!result.removed) throw assignmentNotFound();
      return reply.code(204).send();
    },
  );

  // A class child's own work; any other session has none
  // (docs/decisions/253-a-childs-assignments.md).
  app.get(
    '/api/assignments',
    { onRequest: signedInOnly, schema: { response: { 200: myAssignmentsResponse } } },
    async (request) => {
      const user = requireUser(request);
      if (user.kind !== 'child' || user.classId === null) return { assignments: [] };
      const [rows, [child]] = await Promise.all([
        assignments.forChild(user.classId),
        assignments.childrenWork(user.classId, user.id),
      ]);
      if (!child) return { assignments: [] };
      return {
        assignments: rows.map((row) => ({
          id: row.id,
          title: row.title,
          dueOn: row.dueOn,
          items: itemStates(shownItems(row.items), child.work, worldLevels),
        })),
      };
    },
  );
}
