// Words of assignments on the class page's Assigned tab and on a class child's Home
// (docs/product/classes.md#assignments). Apart from the shell's words: they load with those
// screens only.
import { ASSIGNMENT_ITEMS_MAX, type AssignmentItemKind } from './assignments';

const children = (n: number) => (n === 1 ? '1 child' : `${n} children`);

export const assignmentWords = {
  // The teacher's Assigned tab
  loading: 'Loading the assignments...',
  intro: 'Set lessons and Code Lab levels for the whole class, with a day they are due.',
  add: 'New assignment',
  none: 'Nothing is assigned yet.',
  newTitle: 'New assignment',
  editTitle: 'Change the assignment',
  titleLabel: 'Title',
  titleHint: 'For example: Loops week',
  dueLabel: 'Due date (if any)',
  dueHint: 'Leave it empty for no due date.',
  lessonsLegend: 'Lessons',
  codeLabLegend: 'Code Lab',
  wholeWorld: (world: string) => `The whole world: ${world}`,
  levelLabel: (n: number, title: string) => `Level ${n}: ${title}`,
  chosenCount: (n: number) =>
    `${n} of at most ${ASSIGNMENT_ITEMS_MAX} chosen${n === 0 ? ': choose at least one.' : '.'}`,
  chosenInWorld: (n: number) => `${n} chosen`,
  itemsFull: `That is ${ASSIGNMENT_ITEMS_MAX} already, the most one assignment holds. Untick one to choose another.`,
  save: 'Save assignment',
  saving: 'Saving...',
  cancel: 'Cancel',
  saved: (title: string) => `Saved: ${title}.`,
  deleted: (title: string) => `Deleted: ${title}.`,
  edit: 'Change',
  remove: 'Delete',
  removeConfirm: (title: string) => `Delete "${title}"? Children's work stays; the list goes.`,
  removeYes: 'Yes, delete it',
  removeNo: 'Keep it',
  overdue: 'Overdue',
  doneCount: (done: number, of: number) => `${done} of ${of} done`,
  allDone: 'Every child is done.',
  noChildren: 'No children in the class yet.',
  notDoneTitle: (n: number) => `Not done yet: ${children(n)}`,
  childDone: (done: number, of: number) => `${done} of ${of} done`,
  leftTitle: (nickname: string) => `What ${nickname} has left`,
  worldLeft: (solved: number, count: number) => `${solved} of ${count} levels solved`,
  kinds: { lesson: 'Lesson', level: 'Code Lab level', world: 'Code Lab world' } satisfies Record<
    AssignmentItemKind,
    string
  >,
  itemsTitle: 'To do',

  // A class child's Home
  fromTeacher: 'From your teacher',
  next: 'Next:',
  allDoneChild: 'All done! Well done!',
  done: 'Done',
  notDone: 'Not done yet',
} as const;
