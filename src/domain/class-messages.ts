// What the class API answers with (docs/product.md#classes): to a teacher managing a class, and
// to a child signing in at /join (plain words an 8-year-old can read). The web shows whatever
// `message` the server sends.
import { brand } from './brand';
import { ARCHIVED_CLASS_KEPT_DAYS, childProfileMessages } from './child-profile';
import { joinMessages } from './join-messages';

const minutesText = (minutes: number) => (minutes === 1 ? '1 minute' : `${minutes} minutes`);

export const classMessages = {
  classNotFound: 'We could not find that class.',
  studentNotFound: 'We could not find that child in this class.',
  archived: 'This class is archived. Restore it first to add children.',
  nicknameTaken: childProfileMessages.nicknameTaken,
  nicknameTwice: 'This nickname is on the list twice. Please make each one different.',
  classFull: (max: number, total: number) =>
    `A class has at most ${max} children; with this list it would have ${total}.`,
  // /join: one answer for an unknown code, a child not in the class and wrong pictures.
  codeUnknown: 'We could not find a class with that code. Please check it with your teacher.',
  wrongPictures: joinMessages.wrongPictures,
  wrongPicturesLastTry: joinMessages.wrongPicturesLastTry,
  // A locked child, or a class paused at this address: the teacher can lift it at once.
  askTeacher: (minutes: number) =>
    `Ask your teacher to let you in, or wait ${minutesText(minutes)} and try again.`,
  tooManyTries: (minutes: number) =>
    `Too many tries from here. Please wait ${minutesText(minutes)} and try again.`,
  tooManyCodes: (minutes: number) =>
    `Too many class codes tried. Please wait ${minutesText(minutes)} and try again.`,
  // A teacher's pasted list with bad lines: each line is named (from 1, as the teacher sees it).
  badLines: (count: number) =>
    count === 1
      ? 'One line of the list needs fixing. Nothing was added.'
      : `${count} lines of the list need fixing. Nothing was added.`,
  lineProblem: (line: number, problem: string) => `Line ${line}: ${problem}`,
  // The warning to a teacher before a class unused for 12 months is archived (decision 162).
  archiveWarning: {
    subject: (className: string) => `Your class "${className}" will be archived soon`,
    text: (input: {
      firstName: string;
      className: string;
      lastUsedOn: string;
      archiveOn: string;
      classUrl: string;
    }) =>
      [
        `Hello ${input.firstName},`,
        '',
        `Your class "${input.className}" on ${brand.product} has not been used since ${input.lastUsedOn}. ` +
          `On ${input.archiveOn} we will archive it: its children can no longer sign in, and ` +
          `${ARCHIVED_CLASS_KEPT_DAYS} days later we delete their profiles and their work.`,
        '',
        `To keep the class, open it: ${input.classUrl}`,
        '',
        'If the class is finished, you do not need to do anything.',
        '',
        `The ${brand.product} team`,
      ].join('\n'),
  },
} as const;
