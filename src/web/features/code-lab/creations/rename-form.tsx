// A kept creation's new title, in place of its title in the list, with the title's rules of
// every kind (drawingTitleProblem: 1 to 40 characters, nothing invisible).
import { useState } from 'react';
import { DRAWING_TITLE_MAX_LENGTH, drawingMessages, drawingTitleProblem } from '../../../../domain/drawings';
import { primaryButton, secondaryButton } from '../../../components/button-styles';
import { TextField } from '../../../components/text-field';
import { useT } from '../../../i18n/use-t';

/** What is wrong with a title, in the page's language (null: nothing); `missing` is the kind's words. */
export function useTitleProblem(missing: string): (title: string) => string | null {
  const t = useT('codeLab');
  return (title) => {
    const problem = drawingTitleProblem(title);
    if (problem === null) return null;
    if (problem === drawingMessages.titleMissing) return missing;
    if (problem === drawingMessages.titleTooLong) return t('codeLab.studio.titleTooLong', { max: DRAWING_TITLE_MAX_LENGTH });
    return t('codeLab.studio.titleControl');
  };
}

type Props = {
  title: string;
  titleMissing: string;
  busy: boolean;
  onCancel(): void;
  onRename(title: string): void;
};

export function RenameForm({ title: before, titleMissing, busy, onCancel, onRename }: Props) {
  const t = useT('codeLab');
  const titleProblem = useTitleProblem(titleMissing);
  const [title, setTitle] = useState(before);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="grid gap-2"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const problem = titleProblem(title);
        setError(problem);
        if (!problem) onRename(title);
      }}
    >
      <TextField
        label={t('codeLab.studio.newTitle', { title: before })}
        value={title}
        maxLength={DRAWING_TITLE_MAX_LENGTH}
        error={error ?? undefined}
        autoFocus
        onChange={(event) => setTitle(event.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={primaryButton} disabled={busy}>
          {t('codeLab.studio.saveTitle')}
        </button>
        <button type="button" className={secondaryButton} onClick={onCancel}>
          {t('codeLab.studio.cancel')}
        </button>
      </div>
    </form>
  );
}
