import { useRef, useState, type FormEvent } from 'react';
import {
  CHILD_AVATAR_COUNT,
  childProfileMessages,
  isAvatarId,
  NICKNAME_MAX_LENGTH,
  nicknameProblem,
} from '../../../domain/accounts/child-profile';
import type { Translate } from '../../../i18n/translate';
import { AvatarPicker } from '../../components/avatars/avatar-picker';
import { primaryButton } from '../../components/button-styles';
import { TextField } from '../../components/text-field';
import { useT } from '../../i18n/use-t';
import { userMessageOf } from '../../lib/api';

export type ChildValues = { nickname: string; avatarId: number };
type Errors = { nickname?: string; avatar?: string; form?: string };

/**
 * The server's refusal, put beside the field it is about: a taken nickname (409), or a 400 that
 * names its field (`Invalid field "nickname": ...`); anything else under the form.
 */
function errorsFromServer(error: unknown): Errors {
  const message = userMessageOf(error);
  if (message === childProfileMessages.nicknameTaken) return { nickname: message };
  const [, field, why] = message.match(/^Invalid field "(\w+)": (.+)$/) ?? [];
  if (field === 'nickname' && why) return { nickname: why };
  if (field === 'avatarId' && why) return { avatar: why };
  return { form: message };
}

/** What is wrong with a nickname (the server's rules, domain/accounts/child-profile.ts), in the page's language. */
function nicknameWords(t: Translate, nickname: string): string | null {
  const problem = nicknameProblem(nickname);
  if (problem === null) return null;
  const words: Record<string, string> = {
    [childProfileMessages.nicknameMissing]: t('family.nicknameProblem.missing'),
    [childProfileMessages.nicknameTooLong]: t('family.nicknameProblem.tooLong', { max: NICKNAME_MAX_LENGTH }),
    [childProfileMessages.nicknameControl]: t('family.nicknameProblem.control'),
    [childProfileMessages.nicknameInvisible]: t('family.nicknameProblem.invisible'),
  };
  return words[problem] ?? problem;
}

/**
 * A child's nickname and avatar (docs/product.md#the-family-page): checked here by the server's own
 * rules first, then sent; every problem is shown beside its field and focus goes to the first.
 */
export function ChildForm({
  initial,
  submit,
  busy: busyLabel,
  onSubmit,
}: {
  initial?: ChildValues;
  submit: string;
  busy: string;
  /** Resolves when saved; throws the server's refusal. */
  onSubmit(values: ChildValues): Promise<void>;
}) {
  const t = useT('family', 'pictures');
  const [nickname, setNickname] = useState(initial?.nickname ?? '');
  const [avatarId, setAvatarId] = useState<number | null>(initial?.avatarId ?? null);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const nicknameRef = useRef<HTMLInputElement>(null);
  const avatarsRef = useRef<HTMLDivElement>(null);

  const focusFirst = (found: Errors) => {
    if (found.nickname) nicknameRef.current?.focus();
    else if (found.avatar) avatarsRef.current?.querySelector<HTMLInputElement>('input')?.focus();
  };

  async function send(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const nicknameWrong = nicknameWords(t, nickname);
    const found: Errors = {
      nickname: nicknameWrong ?? undefined,
      avatar: isAvatarId(avatarId)
        ? undefined
        : t('family.add.avatarMissing', { count: CHILD_AVATAR_COUNT }),
    };
    setErrors(found);
    if (nicknameWrong || !isAvatarId(avatarId)) {
      focusFirst(found);
      return;
    }
    setBusy(true);
    try {
      await onSubmit({ nickname: nickname.trim(), avatarId });
      if (!initial) {
        setNickname('');
        setAvatarId(null);
      }
    } catch (error) {
      const fromServer = errorsFromServer(error);
      setErrors(fromServer);
      focusFirst(fromServer);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="grid gap-4" onSubmit={(e) => void send(e)} noValidate>
      <TextField
        ref={nicknameRef}
        label={t('family.add.nickname')}
        hint={t('family.add.nicknameHint', { max: NICKNAME_MAX_LENGTH })}
        name="nickname"
        autoComplete="off"
        maxLength={40}
        value={nickname}
        error={errors.nickname}
        onChange={(e) => setNickname(e.target.value)}
      />
      <div ref={avatarsRef}>
        <AvatarPicker
          legend={t('family.add.avatar')}
          value={avatarId}
          onChange={setAvatarId}
          error={errors.avatar}
        />
      </div>
      {errors.form && (
        <p role="alert" className="rounded-2xl bg-red-50 p-3 font-bold text-red-900">
          {errors.form}
        </p>
      )}
      <button type="submit" className={`${primaryButton} justify-self-start`} disabled={busy}>
        {busy ? busyLabel : submit}
      </button>
    </form>
  );
}
