// A teacher's assignments (docs/product/classes.md#assignments): GET, POST, PATCH and DELETE
// /api/classes/:id/assignments. Shapes are the server's (src/domain/api/assignments-api.ts). Every
// change asks the class's list again, so the counts of children done stay the server's.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  Assignment,
  AssignmentItem,
  ClassAssignment,
} from '../../../../domain/api/assignments-api';
import { apiGet, apiRequest } from '../../../lib/api';

export type { AssignmentItem, ClassAssignment };
/** What the picker sends: a title, the items in order and a due day or none. */
export type AssignmentDraft = { title: string; items: AssignmentItem[]; dueOn: string | null };

const pathOf = (classId: number) => `/api/classes/${classId}/assignments`;

export const classAssignmentsQueryOptions = (classId: number) =>
  queryOptions({
    queryKey: ['/api/classes', classId, 'assignments'],
    queryFn: () => apiGet<{ assignments: ClassAssignment[] }>(pathOf(classId)),
    // Asked again each time the tab opens: children finish work while the teacher looks.
    staleTime: 0,
  });

function useAssignmentChange<A, T>(classId: number, call: (arg: A) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: classAssignmentsQueryOptions(classId).queryKey }),
  });
}

export function useAssignmentChanges(classId: number) {
  return {
    create: useAssignmentChange(classId, (draft: AssignmentDraft) =>
      apiRequest<Assignment>('POST', pathOf(classId), draft),
    ),
    update: useAssignmentChange(classId, ({ id, draft }: { id: number; draft: AssignmentDraft }) =>
      apiRequest<Assignment>('PATCH', `${pathOf(classId)}/${id}`, draft),
    ),
    remove: useAssignmentChange(classId, (id: number) =>
      apiRequest<null>('DELETE', `${pathOf(classId)}/${id}`),
    ),
  };
}
