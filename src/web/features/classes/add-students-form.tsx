// "Add children": nicknames pasted one a line, all made at once (docs/product.md#classes). Every
// bad line is listed at once, found here before sending and by the server (which checks again,
// against the class too); nothing is added until all are fixed
// (docs/decisions/194-class-changes-said-beside-the-child.md).
import { useState, type FormEvent } from 'react';
import { nicknameProblem } from '../../../domain/accounts/child-profile';
import { CLASS_MAX_STUDENTS } from '../../../domain/classes/class-limits';
import { useT } from '../../i18n/use-t';
import { primaryButton } from '../../components/button-styles';
import { TextAreaField } from '../../components/text-field';
import { ApiError, userMessageOf } from '../../lib/api';
import type { useClassChanges } from './classes-api';

/** A nickname of the pasted list, with the line of the box it is on (from 1). */
export type PastedNickname = { line: number; nickname: string };
/** A bad line: its number in the box (from 1), its nickname and what is wrong with it. */
export type LineProblem = { line: number; nickname?: string; message: string };

/** The nicknames of a pasted list: one a line, trimmed, blank lines left out. */
export const nicknamesOf = (pasted: string): PastedNickname[] =>
  pasted
    .split(/\r?\n/)
    .map((text, i) => ({ line: i + 1, nickname: text.trim() }))
    .filter((n) => n.nickname !== '');

/**
 * Every bad line of a list before it is sent, by the server's rules (child-profile.ts): a
 * nickname too long or with a control character, and one written again (nicknames are unique in
 * a class, whatever their case: the first stays, each repeat is named).
 */
export function nicknamesProblems(
  nicknames: readonly PastedNickname[],
  /** What a repeated nickname's line says, in the page's language. */
  twice: string,
): LineProblem[] {
  const seen = new Set<string>();
  const problems: LineProblem[] = [];
  for (const { line, nickname } of nicknames) {
    const problem = nicknameProblem(nickname);
    const key = nickname.toLowerCase();
    if (problem) problems.push({ line, nickname, message: problem });
    else if (seen.has(key)) problems.push({ line, nickname, message: twice });
    seen.add(key);
  }
  return problems;
}

/**
 * The server's bad lines (`errors: [{line, message}]`, numbered from 1 in the list sent, which
 * has no blank lines) on the box's own line numbers; null when the answer names no line.
 */
export function serverProblems(
  error: unknown,
  sent: readonly PastedNickname[],
): LineProblem[] | null {
  if (!(error instanceof ApiError)) return null;
  try {
    const body = JSON.parse(error.bodyText) as { errors?: unknown };
    if (!Array.isArray(body.errors) || body.errors.length === 0) return null;
    return body.errors.flatMap((e: unknown) => {
      const { line, message } = (e ?? {}) as { line?: unknown; message?: unknown };
      if (typeof message !== 'string') return [];
      const at = typeof line === 'number' ? sent[line - 1] : undefined;
      if (!at) return [{ line: 0, message }];
      return [{ line: at.line, nickname: at.nickname, message }];
    });
  } catch {
    return null;
  }
}

type Props = {
  studentCount: number;
  addStudents: ReturnType<typeof useClassChanges>['addStudents'];
  onAdded(message: string): void;
};

export function AddStudentsForm({ studentCount, addStudents, onAdded }: Props) {
  const t = useT('classes');
  const [pasted, setPasted] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [lines, setLines] = useState<LineProblem[]>([]);
  const left = Math.max(0, CLASS_MAX_STUDENTS - studentCount);
  const show = (message: string | null, bad: LineProblem[] = []) => {
    setProblem(message);
    setLines(bad);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const nicknames = nicknamesOf(pasted);
    if (nicknames.length === 0) return show(t('classes.noNicknames'));
    const bad = nicknamesProblems(nicknames, t('classes.twice'));
    if (bad.length > 0) return show(t('classes.fixLines', { count: bad.length }), bad);
    if (nicknames.length > left) return show(t('classes.tooMany', { left }));
    show(null);
    addStudents.mutate(
      nicknames.map((n) => n.nickname),
      {
        onSuccess: (answer) => {
          setPasted('');
          onAdded(t('classes.added', { count: answer.students.length }));
        },
        onError: (error) => {
          const fromServer = serverProblems(error, nicknames);
          if (fromServer) show(t('classes.fixLines', { count: fromServer.length }), fromServer);
          else show(userMessageOf(error));
        },
      },
    );
  };

  return (
    <section
      aria-labelledby="add-students-title"
      className="grid gap-3 rounded-3xl bg-white p-5 shadow"
    >
      <h2 id="add-students-title" className="text-2xl font-extrabold text-violet-900">
        {t('classes.addTitle')}
      </h2>
      {left === 0 ? (
        <p className="text-lg">{t('classes.classFull', { max: CLASS_MAX_STUDENTS })}</p>
      ) : (
        <form onSubmit={submit} className="grid gap-3">
          <TextAreaField
            label={t('classes.nicknamesLabel')}
            hint={t('classes.nicknamesHint', { left, max: CLASS_MAX_STUDENTS })}
            error={
              problem && (
                <>
                  {problem}
                  {lines.length > 0 && (
                    <ul className="mt-1 list-disc pl-6 font-normal">
                      {lines.map((l, i) => (
                        <li key={i}>{l.line > 0 ? l.nickname === undefined ? t('classes.lineProblem', { line: l.line, message: l.message }) : t('classes.lineProblemNamed', { line: l.line, nickname: l.nickname, message: l.message }) : l.message}</li>
                      ))}
                    </ul>
                  )}
                </>
              )
            }
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
            {addStudents.isPending ? t('classes.adding') : t('classes.add')}
          </button>
        </form>
      )}
    </section>
  );
}
