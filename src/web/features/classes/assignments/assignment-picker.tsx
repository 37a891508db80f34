// Making or changing an assignment (docs/product/classes.md#assignments): a title, a due date and
// 1 to 12 items chosen from the open lessons and the Code Lab's worlds and levels, by their
// display titles. Each world folds open to its levels, so the form stays a phone's height. Items
// go to the server in the content's order. The server's 4xx message shows above the buttons.
// Each lesson and world links to its lesson guide.
import { useId, useMemo, useState, type FormEvent } from 'react';
import { allLevels, allWorlds } from '../../../../../content/code-lab/all-levels';
import { curriculum } from '../../../../../content/curriculum';
import {
  ASSIGNMENT_ITEMS_MAX,
  ASSIGNMENT_TITLE_MAX_LENGTH,
  type AssignmentItemKind,
} from '../../../../domain/classes/assignments';
import { useContent, useT } from '../../../i18n/use-t';
import { openLessons } from '../../../../domain/lessons/curriculum';
import { Link } from 'react-router';
import { linkButton, primaryButton, secondaryButton } from '../../../components/button-styles';
import { paths } from '../../../lib/paths';
import { TextField } from '../../../components/text-field';
import { todayOf } from '../../../../domain/classes/assignment-due-words';
import type { AssignmentDraft, AssignmentItem } from './assignments-api';
import { useCodeLabLevels } from '../../../lib/use-code-lab-levels';

/** A lesson (its title, the card's title as a hint), a whole world, or a level (its number). */
type Choice = { kind: AssignmentItemKind; id: string; title: string; number?: number; hint?: string };

const keyOf = (item: { kind: string; id: string }) => `${item.kind}:${item.id}`;

const lessonChoices: Choice[] = openLessons(curriculum).map((l) => ({
  kind: 'lesson',
  id: l.id,
  title: l.title,
  hint: l.cardTitle,
}));
/** Each world with its levels, by the words of `worlds` and `levels` (the page's language). */
const worldGroupsOf = (worlds: typeof allWorlds, levels: typeof allLevels) => worlds.map((world) => ({
  world,
  choices: [
    { kind: 'world', id: world.id, title: world.title } as Choice,
    ...levels
      .filter((level) => level.world === world.id)
      .map((level): Choice => ({
        kind: 'level',
        id: level.id,
        title: level.title,
        number: level.number,
      })),
  ],
}));
/** Every item in the order the server gets them (the Game Lab's worlds after Ada's, as the picker shows them). */
const ORDER = [
  ...lessonChoices,
  ...worldGroupsOf(allWorlds, allLevels).flatMap((g) => g.choices),
].map(keyOf);

type Props = {
  initial?: AssignmentDraft;
  saving: boolean;
  /** The server's message when it refused the last save. */
  problem: string | null;
  onSave: (draft: AssignmentDraft) => void;
  onCancel: () => void;
};

export function AssignmentPicker({ initial, saving, problem, onSave, onCancel }: Props) {
  const t = useT('assignments', 'guides');
  // The lessons' titles as the children see them, in the page's language.
  const seen = useContent('curriculum', 'curriculum', curriculum);
  const lessonTitles = new Map(seen.lessons.map((l) => [l.id, l]));
  const shownLessons = lessonChoices.map((choice) => {
    const lesson = lessonTitles.get(choice.id);
    return lesson ? { ...choice, title: lesson.title, hint: lesson.cardTitle } : choice;
  });
  const { worlds, levels } = useCodeLabLevels();
  const worldGroups = useMemo(() => worldGroupsOf(worlds, levels), [worlds, levels]);
  const [title, setTitle] = useState(initial?.title ?? '');
  const [dueOn, setDueOn] = useState(initial?.dueOn ?? '');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(
    () => new Set((initial?.items ?? []).map(keyOf)),
  );
  const [tooMany, setTooMany] = useState(false);
  const headingId = useId();
  const toggle = (key: string) => {
    const next = new Set(chosen);
    if (next.has(key)) next.delete(key);
    else if (next.size >= ASSIGNMENT_ITEMS_MAX) return setTooMany(true);
    else next.add(key);
    setTooMany(false);
    setChosen(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const items = ORDER.filter((key) => chosen.has(key)).map((key): AssignmentItem => {
      const [kind, id] = key.split(/:(.*)/s) as [AssignmentItemKind, string];
      return { kind, id };
    });
    onSave({ title: title.trim(), items, dueOn: dueOn === '' ? null : dueOn });
  };

  return (
    <form
      onSubmit={submit}
      aria-labelledby={headingId}
      className="grid min-w-0 gap-4 rounded-3xl bg-white p-4 shadow sm:p-5"
    >
      <h3 id={headingId} className="text-2xl font-extrabold text-violet-900">
        {initial ? t('assignments.editTitle') : t('assignments.newTitle')}
      </h3>
      <TextField
        label={t('assignments.titleLabel')}
        hint={t('assignments.titleHint')}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        maxLength={ASSIGNMENT_TITLE_MAX_LENGTH}
        required
        autoComplete="off"
      />
      <TextField
        label={t('assignments.dueLabel')}
        hint={t('assignments.dueHint')}
        type="date"
        value={dueOn}
        min={todayOf(new Date())}
        onChange={(event) => setDueOn(event.target.value)}
        className="sm:max-w-xs"
      />
      <p role="status" className="font-bold text-slate-800">
        {tooMany ? t('assignments.itemsFull', { max: ASSIGNMENT_ITEMS_MAX }) : t('assignments.chosenCount', { count: chosen.size, max: ASSIGNMENT_ITEMS_MAX })}
      </p>
      <fieldset className="grid min-w-0 gap-1">
        <legend className="mb-1 text-xl font-bold text-violet-900">{t('assignments.lessonsLegend')}</legend>
        {shownLessons.map((choice) => (
          <div key={keyOf(choice)} className="grid min-w-0 grid-cols-[1fr_auto] items-center gap-x-1">
            <ChoiceBox choice={choice} chosen={chosen} toggle={toggle} />
            <GuideLink to={paths.teachLesson(choice.id)} title={choice.title} />
          </div>
        ))}
      </fieldset>
      <div className="grid min-w-0 gap-2">
        <h4 className="text-xl font-bold text-violet-900">{t('assignments.codeLabLegend')}</h4>
        {worldGroups.map(({ world, choices }) => (
          <WorldGroup
            key={world.id}
            worldId={world.id}
            title={world.title}
            choices={choices}
            chosen={chosen}
            toggle={toggle}
          />
        ))}
      </div>
      {problem && (
        <p role="alert" className="rounded-2xl bg-red-50 p-3 text-lg font-bold text-red-900">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={primaryButton} disabled={saving}>
          {saving ? t('assignments.saving') : t('assignments.save')}
        </button>
        <button type="button" className={secondaryButton} onClick={onCancel}>
          {t('assignments.cancel')}
        </button>
      </div>
    </form>
  );
}

type GroupProps = {
  worldId: string;
  title: string;
  choices: Choice[];
  chosen: ReadonlySet<string>;
  toggle: (key: string) => void;
};

/** A world's levels, folded until opened (open at once when some are chosen). */
function WorldGroup({ worldId, title, choices, chosen, toggle }: GroupProps) {
  const t = useT('assignments', 'guides');
  const count = choices.filter((c) => chosen.has(keyOf(c))).length;
  const [open, setOpen] = useState(count > 0);
  const panelId = useId();
  return (
    <div className="min-w-0 rounded-2xl border-2 border-violet-200">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="flex min-h-11 w-full items-center gap-2 rounded-2xl px-3 py-2 text-left text-lg font-bold text-violet-900 hover:bg-violet-50"
      >
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className={`size-5 shrink-0 transition-transform ${open ? 'rotate-90' : ''}`}
        >
          <path d="M9 5 L16 12 L9 19" fill="none" stroke="currentColor" strokeWidth="3" />
        </svg>
        <span className="min-w-0 break-words">{title}</span>
        {count > 0 && (
          <span className="ml-auto shrink-0 text-base font-semibold">{t('assignments.chosenInWorld', { count })}</span>
        )}
      </button>
      {open && (
        <fieldset id={panelId} className="grid min-w-0 gap-1 px-2 pb-2">
          <legend className="sr-only">{title}</legend>
          <GuideLink to={paths.teachWorld(worldId)} title={title} />
          {choices.map((choice) => (
            <ChoiceBox key={keyOf(choice)} choice={choice} chosen={chosen} toggle={toggle} />
          ))}
        </fieldset>
      )}
    </div>
  );
}

/**
 * A lesson's or a world's guide (docs/product/guide-pages.md), in a new tab: the assignment being
 * made stays as it is (docs/decisions/298-links-to-the-guides.md).
 */
function GuideLink({ to, title }: { to: string; title: string }) {
  const t = useT('assignments', 'guides');
  return (
    <Link to={to} target="_blank" rel="noopener" className={`${linkButton} px-2 text-base`}>
      {t('guides.guide')}
      <span className="sr-only">
        {' '}
        {t('guides.guideFor', { title })} {t('guides.newTab')}
      </span>
    </Link>
  );
}

function ChoiceBox({
  choice,
  chosen,
  toggle,
}: {
  choice: Choice;
  chosen: ReadonlySet<string>;
  toggle: (key: string) => void;
}) {
  const t = useT('assignments', 'guides');
  const key = keyOf(choice);
  return (
    <label className="flex min-h-11 min-w-0 cursor-pointer items-center gap-3 rounded-xl px-2 py-1 text-lg hover:bg-violet-50">
      <input
        type="checkbox"
        checked={chosen.has(key)}
        onChange={() => toggle(key)}
        className="size-6 shrink-0 accent-violet-700"
      />
      <span className="min-w-0 break-words">
        {choice.kind === 'world'
          ? t('assignments.wholeWorld', { world: choice.title })
          : choice.kind === 'level'
            ? t('assignments.levelLabel', { number: choice.number ?? 0, title: choice.title })
            : choice.title}
        {choice.hint && <span className="text-base text-slate-700"> ({choice.hint})</span>}
      </span>
    </label>
  );
}
