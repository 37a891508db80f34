import { beforeEach, expect, it } from 'vitest';
import type { Program } from '../../../domain/code-lab/program';
import { personStore } from '../../lib/person-store';
import { drafts } from './drafts';

beforeEach(() => window.localStorage.clear());

const program = (n: number): Program => ({
  version: 1,
  body: Array.from({ length: n }, (_, i) => ({ id: `b${i}`, op: 'forward' as const })),
});

it("keeps each person's program for a level apart: a new child finds none of the guest's", () => {
  drafts.write('guest', 'birthday-1', program(3));
  drafts.write('guest', 'birthday-2', program(4));
  drafts.write('user-1', 'birthday-1', program(1));

  expect(drafts.read('user-2', 'birthday-1')).toBeNull();
  expect(drafts.read('user-1', 'birthday-1')).toEqual(program(1));
  expect(drafts.read('user-1', 'birthday-2')).toBeNull();
  expect(drafts.read('guest', 'birthday-1')).toEqual(program(3));
  expect(drafts.read('guest', 'birthday-2')).toEqual(program(4));
});

it('reads a stored value that is not a record of levels as no drafts, and writes over it', () => {
  personStore.write('user-4', 'codeLab.drafts', ['not', 'levels']);
  expect(drafts.read('user-4', 'birthday-1')).toBeNull();
  drafts.write('user-4', 'birthday-1', program(2));
  expect(drafts.read('user-4', 'birthday-1')).toEqual(program(2));
});
