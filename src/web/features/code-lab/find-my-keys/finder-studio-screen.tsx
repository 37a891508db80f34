// /code-lab/find-my-keys, Find My Keys App (docs/decisions/415-find-my-keys.md): a child chooses 2
// or 3 things from the finder's list, draws examples of each on the Vision Lab's pad (a finger, a
// mouse, or the keyboard's grid), tries the finder with new drawings ("Try it": its guess, the
// votes and the three examples it looked most like) and keeps up to 30 finders (creations of kind
// `finder`, on this device for a guest), sharing one with the class (the teacher looks first). The
// finder being taught is the person's studio draft on this device under "find-my-keys", as the
// other studios' (docs/decisions/355-the-studio-keeps-a-draft.md).
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { newFinder } from '../../../../domain/code-lab/stages/vision/finder';
import type { TrainingProgram } from '../../../../domain/code-lab/stages/vision/vision-program';
import { MAX_EXAMPLES, MAX_LABELS } from '../../../../domain/code-lab/stages/vision/vision-types';
import { secondaryButton } from '../../../components/button-styles';
import { useT } from '../../../i18n/use-t';
import { paths } from '../../../lib/paths';
import { PersonCreations, StudioPage, type StudioPerson } from '../creations/studio-page';
import type { ListedCreation } from '../creations/use-creations';
import { drafts } from '../drafts';
import { asStudioFinder } from '../program-check';
import { VisionBench } from '../stages/vision/vision-bench';
import { FIND_MY_KEYS_ID } from './find-my-keys-path';
import { FindersPanel } from './finders-panel';
import { keptFinders } from './kept-finders';
import { ThingChooser } from './thing-chooser';

/** A finder's room: every label full (the set's own 16 KiB says the rest). */
const FINDER_ROOM = { maxBlocks: MAX_LABELS * MAX_EXAMPLES };

export function FinderStudioScreen() {
  const t = useT('findMyKeys');
  return (
    <StudioPage title={t('findMyKeys.title')} lead={t('findMyKeys.lead')}>
      {(who) => <FinderStudio {...who} />}
    </StudioPage>
  );
}

function FinderStudio(who: StudioPerson) {
  const { person, device } = who;
  const t = useT('findMyKeys');
  const [said, setSaid] = useState('');
  const [opened, setOpened] = useState(() => ({
    key: 0,
    program: (device && asStudioFinder(drafts.read(person, FIND_MY_KEYS_ID))) || newFinder(),
  }));
  const [program, setProgram] = useState<TrainingProgram>(opened.program);
  // The kept finder being taught ("Save changes" saves over it); a new finder is none.
  const [keptKey, setKeptKey] = useState<string | null>(null);
  const change = useCallback(
    (next: TrainingProgram) => {
      setProgram(next);
      drafts.write(person, FIND_MY_KEYS_ID, next);
    },
    [person],
  );
  const open = (next: TrainingProgram, key: string | null, words: string) => {
    setOpened((before) => ({ key: before.key + 1, program: next }));
    change(next);
    setKeptKey(key);
    setSaid(words);
  };

  return (
    <>
      <p aria-live="polite" className="min-h-6 font-bold text-violet-900 empty:hidden">
        {said}
      </p>
      <ThingChooser program={program} onChange={change} onSay={setSaid} />
      <div className="grid min-w-0 gap-4 rounded-3xl bg-white p-4 shadow sm:p-6">
        <VisionBench key={opened.key} level={FINDER_ROOM} program={program} onChange={change} />
        <button
          type="button"
          className={`${secondaryButton} justify-self-start`}
          onClick={() => open(newFinder(), null, t('findMyKeys.finders.started'))}
        >
          {t('findMyKeys.finders.newFinder')}
        </button>
      </div>
      <PersonCreations kind={keptFinders} {...who}>
        {(finders, { guest, sharing }) => (
          <FindersPanel
            finders={finders}
            guest={guest}
            sharing={sharing}
            program={program}
            onOpen={(finder: ListedCreation<TrainingProgram>) =>
              open(finder.program, finder.key, t('findMyKeys.finders.opened', { title: finder.title }))
            }
            opened={keptKey}
            onKept={setKeptKey}
          />
        )}
      </PersonCreations>
      <p>
        <Link to={paths.projects} className="inline-flex min-h-11 items-center font-bold text-violet-800 underline underline-offset-4">
          {t('findMyKeys.backToProjects')}
        </Link>
      </p>
    </>
  );
}
