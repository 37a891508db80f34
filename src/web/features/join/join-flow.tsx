// /join (docs/product.md#classes): a class child signs in with the class code (remembered on the
// device), a tap on their nickname, and two of twelve pictures; then goes to /learn as the child.
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { JoinClass } from '../../../domain/api/class-api';
import type { Translate } from '../../../i18n/translate';
import { chosenLocale, currentLocale, switchLocale } from '../../i18n/i18n';
import { useT } from '../../i18n/use-t';
import { linkButton } from '../../components/button-styles';
import { ApiError, userMessageOf } from '../../lib/api';
import { paths } from '../../lib/paths';
import { forgetClassCode, readClassCode, rememberClassCode } from './class-device';
import { useBrowserValue } from '../../lib/browser-value';
import { ClassCodeForm } from './class-code-form';
import { joinClassQueryOptions, useJoin } from './join-api';
import { JoinSpeech } from './join-speech';
import { NicknamePicker, nicknameItems } from './nickname-picker';
import { pictureItems } from './picture-picker';
import { PictureSignIn } from './picture-sign-in';

type Student = JoinClass['students'][number];

/** The server's words: an unknown code, or too many unknown codes with the minutes to wait. */
const lookupProblem = (t: Translate, error: unknown): string =>
  error instanceof ApiError && error.status === 429 && !error.userMessage
    ? t('join.wait')
    : userMessageOf(error);

export function JoinFlow() {
  const t = useT('join', 'pictures');
  // The code this device keeps (a class device), read after the server's render (which knows
  // none: the first step, the code) without a mismatch; then the code the child typed.
  const saved = useBrowserValue(readClassCode, null);
  const [typed, setCode] = useState<string | undefined>(undefined);
  const code = typed ?? saved;
  const [editingChoice, setEditing] = useState<boolean | undefined>(undefined);
  const editing = editingChoice ?? code === null;
  const [student, setStudent] = useState<Student | null>(null);
  const lookup = useQuery({
    ...joinClassQueryOptions(code ?? ''),
    enabled: code !== null && !editing,
  });
  const join = useJoin();
  const navigate = useNavigate();

  const found = code !== null && !editing && lookup.data ? lookup.data : null;
  // A code that finds its class is kept on this device (and marks it a class device).
  useEffect(() => {
    if (found && code !== null) rememberClassCode(code);
  }, [found, code]);
  // The class's language, before the child picks a nickname, unless this browser chose one
  // (docs/decisions/377-a-closed-class-and-its-language-at-join.md): the sign-in then keeps the
  // child in it (docs/decisions/313-a-class-language-for-its-children.md).
  const classLocale = found?.locale ?? null;
  useEffect(() => {
    if (classLocale && !chosenLocale() && classLocale !== currentLocale()) void switchLocale(classLocale);
  }, [classLocale]);

  const changeCode = () => {
    forgetClassCode();
    setStudent(null);
    setEditing(true);
  };

  if (editing || code === null || lookup.isError) {
    return (
      <JoinSpeech title={t('join.codeTitle')} intro={t('join.codeHint')}>
        <ClassCodeForm
          initial={code ?? ''}
          error={lookup.isError && !editing ? lookupProblem(t, lookup.error) : null}
          onSubmit={(typed) => {
            setEditing(false);
            setStudent(null);
            // The same code again (after a miss): asked again.
            if (typed === code) void lookup.refetch();
            else setCode(typed);
          }}
        />
      </JoinSpeech>
    );
  }
  if (!found) {
    return (
      <JoinSpeech title={t('join.codeTitle')} intro={t('join.findingClass')}>
        <p role="status" className="text-lg">
          {t('join.findingClass')}
        </p>
      </JoinSpeech>
    );
  }
  const changeCodeButton = (
    <button type="button" className={`${linkButton} justify-self-start`} onClick={changeCode}>
      {t('join.changeCode')}
    </button>
  );

  if (!student) {
    return (
      <div className="grid gap-2">
        <p className="text-lg font-bold text-slate-700">
          {t('join.classAndCode', { className: found.className, code })}
        </p>
        <JoinSpeech
          title={t('join.whoTitle')}
          intro={found.students.length ? t('join.whoIntro') : t('join.noChildren')}
          items={nicknameItems(found.students)}
        >
          <NicknamePicker students={found.students} onPick={setStudent} />
          {changeCodeButton}
        </JoinSpeech>
      </div>
    );
  }
  return (
    <div className="grid gap-2">
      <p className="text-lg font-bold text-slate-700">
        {t('join.classAndCode', { className: found.className, code })}
      </p>
      <JoinSpeech
        title={t('join.picturesTitle', { nickname: student.nickname })}
        intro={t('join.picturesIntro')}
        items={pictureItems()}
      >
        <PictureSignIn
          key={student.id}
          signIn={async (pictures) => {
            await join({ joinCode: code, studentId: student.id, pictures });
            void navigate(paths.learn);
          }}
        />
        <button
          type="button"
          className={`${linkButton} justify-self-start`}
          onClick={() => setStudent(null)}
        >
          {t('join.notMe', { nickname: student.nickname })}
        </button>
      </JoinSpeech>
    </div>
  );
}
