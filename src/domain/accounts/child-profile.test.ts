import { describe, expect, it } from 'vitest';
import { createAssignmentBody } from '../api/assignments-api';
import { assignmentTitleProblem } from '../classes/assignments';
import { hasFormatCharacter, nicknameProblem, shownName } from './child-profile';
import { createClassBody } from '../api/class-api';
import { createDrawingBody } from '../api/drawings-api';
import { drawingTitleProblem } from '../drawings';

// Free-text names (nicknames, class names, drawing and assignment titles) share one check
// (docs/decisions/187-names-without-format-characters.md,
// docs/decisions/379-names-ids-and-archived-work.md): nothing that hides or disguises text, and
// emoji as people write them.

const blankLooking = {
  'U+3164 (Hangul filler)': 'Ada\u3164',
  'U+2800 (blank braille)': '\u2800\u2800',
  'U+115F (Hangul choseong filler)': 'x\u115F',
  'U+2028 (line separator)': 'My\u2028drawing',
  'a run of combining marks': 'Zal\u0301\u0302\u0303\u0304go',
  'U+202E (turns the text around)': 'Ada\u202Eevil',
  'a zero-width space': 'A\u200Bda',
  'a joiner between letters': 'A\u200Dda',
  'a joiner after an emoji, before a letter': '👩\u200Da',
};

describe('names that hide or disguise text are refused', () => {
  it.each(Object.entries(blankLooking))('%s', (_, text) => {
    expect(hasFormatCharacter(text)).toBe(true);
    expect(drawingTitleProblem(text)).not.toBeNull();
    expect(assignmentTitleProblem(text)).not.toBeNull();
    expect(createDrawingBody.safeParse({ title: text, program: [] }).success).toBe(false);
    expect(
      createAssignmentBody.safeParse({ title: text, items: [{ kind: 'lesson', id: 'loops' }] }).success,
    ).toBe(false);
    if ([...text].length <= 20) expect(nicknameProblem(text)).not.toBeNull();
    expect(createClassBody.safeParse({ name: text }).success).toBe(false);
  });
});

describe('what people write is accepted', () => {
  it.each([
    ['an emoji joined by a zero-width joiner', 'Coder 👩‍💻'],
    ['a family emoji with skin tones', '👩🏽‍👩🏻‍👧'],
    ['a heart with its variation selector', 'I ❤️ loops'],
    ['Vietnamese with two marks on a letter', 'Nguyễn'],
    ['accents written as combining marks', 'Jose\u0301'],
    ['a Hindi name', 'अनन्या'],
  ])('%s', (_, text) => {
    expect(hasFormatCharacter(text)).toBe(false);
    expect(drawingTitleProblem(text)).toBeNull();
    expect(assignmentTitleProblem(text)).toBeNull();
    expect(createDrawingBody.safeParse({ title: text, program: [] }).success).toBe(true);
    expect(createClassBody.safeParse({ name: text }).success).toBe(true);
    expect(nicknameProblem(text)).toBeNull();
  });

  it('keeps an emoji’s joiner when a stored name is shown, and drops stray ones', () => {
    expect(shownName('👩‍💻 A\u200Bda\u202E')).toBe('👩‍💻 Ada');
  });
});
