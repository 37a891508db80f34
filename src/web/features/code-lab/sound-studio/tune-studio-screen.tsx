// /code-lab/sound-studio (docs/decisions/406-the-sound-lab.md#the-studio-and-the-class-gallery):
// a child makes any tune from every sound block on the sound bench (the roll, "Play my tune" with
// the class's sound setting, the volume, "Read the tune", Show the code), with no goal and no
// check, and "My tunes" (up to 30, creations of kind `tune`). The tune being made is the person's
// studio draft on this device, as the other studios' (docs/decisions/355-the-studio-keeps-a-draft.md),
// under the key "sound-studio".
import { useCallback, useState } from 'react';
import { runTune } from '../../../../domain/code-lab/stages/sound/sound-stage';
import { emptyTuneProgram, type TuneProgram } from '../../../../domain/code-lab/stages/sound/tune-program';
import { STUDIO_TUNE_RULES } from '../../../../domain/code-lab/stages/sound/tune-studio';
import { secondaryButton } from '../../../components/button-styles';
import { useT } from '../../../i18n/use-t';
import { PersonCreations, StudioPage, type StudioPerson } from '../creations/studio-page';
import type { ListedCreation } from '../creations/use-creations';
import { drafts } from '../drafts';
import { asStudioTune } from '../program-check';
import { SoundBench, type TuneChecker } from '../stages/sound/sound-bench';
import { keptTunes } from './kept-tunes';
import { TunesPanel } from './tunes-panel';

/** The studio's draft's key among the person's drafts on this device. */
const TUNE_STUDIO_DRAFT = 'sound-studio';

/** A studio tune is played, never checked: there is no goal. */
const studioChecker: TuneChecker<null> = {
  tuneOf: (program) => runTune(program).transcript,
  run: (program) => ({ tune: runTune(program).transcript, check: null }),
  ended: () => {},
};

export function TuneStudioScreen() {
  const t = useT('soundStudio');
  return (
    <StudioPage title={t('soundStudio.title')} lead={t('soundStudio.lead')}>
      {(who) => <StudioBench {...who} />}
    </StudioPage>
  );
}

function StudioBench(who: StudioPerson) {
  const { person, device } = who;
  const t = useT('soundStudio');
  const [said, setSaid] = useState('');
  const [opened, setOpened] = useState(() => ({
    key: 0,
    program: (device && asStudioTune(drafts.read(person, TUNE_STUDIO_DRAFT))) || emptyTuneProgram(),
  }));
  const [program, setProgram] = useState<TuneProgram>(opened.program);
  // The kept tune being made ("Save changes" saves over it); a new tune is none.
  const [keptKey, setKeptKey] = useState<string | null>(null);
  const change = useCallback(
    (next: TuneProgram) => {
      setProgram(next);
      drafts.write(person, TUNE_STUDIO_DRAFT, next);
    },
    [person],
  );
  const open = (tune: ListedCreation<TuneProgram>, words: string) => {
    setOpened((before) => ({ key: before.key + 1, program: tune.program }));
    change(tune.program);
    setKeptKey(tune.key);
    setSaid(words);
  };

  return (
    <>
      <p aria-live="polite" className="min-h-6 font-bold text-violet-900 empty:hidden">
        {said}
      </p>
      <SoundBench
        key={opened.key}
        rules={STUDIO_TUNE_RULES}
        goal={null}
        initial={opened.program}
        onProgramChange={change}
        checker={studioChecker}
      >
        {(editor, locked) => (
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={secondaryButton}
              disabled={locked}
              onClick={() => {
                setKeptKey(null);
                editor.replace(emptyTuneProgram(), t('soundStudio.tunes.started'));
              }}
            >
              {t('soundStudio.tunes.newTune')}
            </button>
          </div>
        )}
      </SoundBench>
      <PersonCreations kind={keptTunes} {...who}>
        {(tunes, { guest, sharing }) => (
          <TunesPanel
            tunes={tunes}
            guest={guest}
            sharing={sharing}
            program={program}
            onOpen={(tune) => open(tune, t('soundStudio.tunes.opened', { title: tune.title }))}
            opened={keptKey}
            onKept={setKeptKey}
          />
        )}
      </PersonCreations>
    </>
  );
}
