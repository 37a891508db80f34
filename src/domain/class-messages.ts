// What the class API answers with (docs/product.md#classes): to a teacher managing a class, and
// to a child signing in at /join (plain words an 8-year-old can read). The web shows whatever
// `message` the server sends.
import { childProfileMessages } from './child-profile';

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
} as const;
