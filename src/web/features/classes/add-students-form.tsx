// "Add children": nicknames pasted one a line, all made at once (docs/product.md#classes).
import { useState, type FormEvent } from 'react';
import { NICKNAME_MAX_LENGTH, childProfileMessages } from '../../../domain/child-profile';
import { CLASS_MAX_STUDENTS } from '../../../domain/class-limits';
import { classPageMessages as t } from '../../../domain/class-page-messages';
import { primaryButton } from '../../components/button-styles';
import { TextAreaField } from '../../components/text-field';
import { userMessageOf } from '../../lib/api';
import type { useClassChanges } from './classes-api';

/**
 * What is wrong with a list before it is sent, naming the nickname (the server checks again and
 * says which field): one too long, or one written twice (nicknames are unique in a class,
 * whatever their case).
 */
export function nicknamesProblem(nicknames: readonly string[]): string | null {
  const tooLong = nicknames.find((n) => n.length > NICKNAME_MAX_LENGTH);
  if (tooLong) return `${tooLong}: ${childProfileMessages.nicknameTooLong}`;
  const seen = new Set<string>();
  for (const n of nicknames) {
    const key = n.toLowerCase();
    if (seen.has(key)) return t.twice(n);
    seen.add(key);
  }
  return null;
}

/** The nicknames of a pasted list: one a line, trimmed, blank lines left out. */
export const nicknamesOf = (pasted: string): string[] =>
  pasted
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

type Props = {
  studentCount: number;
  addStudents: ReturnType<typeof useClassChanges>['addStudents'];
  onAdded(message: string): void;
};

export function AddStudentsForm({ studentCount, addStudents, onAdded }: Props) {
  const [pasted, setPasted] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const left = Math.max(0, CLASS_MAX_STUDENTS - studentCount);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const nicknames = nicknamesOf(pasted);
    if (nicknames.length === 0) return setProblem(t.noNicknames);
    if (nicknames.length > left) return setProblem(t.tooMany(left));
    const wrong = nicknamesProblem(nicknames);
    if (wrong) return setProblem(wrong);
    setProblem(null);
    addStudents.mutate(nicknames, {
      onSuccess: (answer) => {
        setPasted('');
        onAdded(t.added(answer.students.length));
      },
      onError: (error) => setProblem(userMessageOf(error)),
    });
  };

  return (
    <section
      aria-labelledby="add-students-title"
      className="grid gap-3 rounded-3xl bg-white p-5 shadow"
    >
      <h2 id="add-students-title" className="text-2xl font-extrabold text-violet-900">
        {t.addTitle}
      </h2>
      {left === 0 ? (
        <p className="text-lg">{t.classFull}</p>
      ) : (
        <form onSubmit={submit} className="grid gap-3">
          <TextAreaField
            label={t.nicknamesLabel}
            hint={t.nicknamesHint(left)}
            error={problem}
            value={pasted}
            onChange={(event) => setPasted(event.target.value)}
            rows={6}
            autoComplete="off"
            spellCheck={false}
          />
          <button
            type="submit"
            className={`${primaryButton} justify-self-start`}
            disabled={addStudents.isPending}
          >
            {addStudents.isPending ? t.adding : t.add}
          </button>
        </form>
      )}
    </section>
  );
}
