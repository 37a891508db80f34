// Step 1 of /join: the class code, typed once on a device (then remembered).
import { useState, type FormEvent } from 'react';
import { isJoinCode, normalizeJoinCode } from '../../../domain/classes/class-limits';
import { useT } from '../../i18n/use-t';
import { TextField } from '../../components/text-field';
import { primaryButton } from '../../components/button-styles';

type Props = { initial: string; error: string | null; onSubmit(code: string): void };

export function ClassCodeForm({ initial, error, onSubmit }: Props) {
  const t = useT('join');
  const [typed, setTyped] = useState(initial);
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = normalizeJoinCode(typed);
    setInvalid(!isJoinCode(code));
    if (isJoinCode(code)) onSubmit(code);
  };
  return (
    <form onSubmit={submit} noValidate className="grid max-w-sm gap-4">
      <TextField
        label={t('join.codeLabel')}
        hint={t('join.codeHint')}
        error={invalid ? t('join.codeInvalid') : error}
        name="classCode"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={12}
        className="[&_input]:text-center [&_input]:font-mono [&_input]:text-3xl [&_input]:tracking-[0.3em] [&_input]:uppercase"
      />
      <button type="submit" className={`${primaryButton} min-h-14 text-xl`}>
        {t('join.next')}
      </button>
    </form>
  );
}
