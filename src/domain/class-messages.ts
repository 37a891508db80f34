// What the class API answers with (docs/product.md#classes): to a teacher managing a class, and
// to a child signing in at /join (plain words an 8-year-old can read). The web shows whatever
// `message` the server sends.
import { brand } from './brand';
import { ARCHIVED_CLASS_KEPT_DAYS, childProfileMessages } from './child-profile';

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
  wrongPictures: 'Those are not your pictures. Please try again.',
  childLocked: 'Too many tries. Please wait a minute and try again.',
  tooManyTries: 'Too many tries. Please wait a little and try again.',
  tooManyCodes: 'Too many class codes tried. Please wait a little and try again.',
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
