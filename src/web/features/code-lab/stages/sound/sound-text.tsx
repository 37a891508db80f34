// "Read the tune": the tune and the goal in words, for a child who cannot hear them or see the
// roll (docs/decisions/406-the-sound-lab.md#the-page-roll-sound-and-level-page), shown on request
// like "Read the grid": each as a numbered list of steps ("Step 3: play D4 for a quarter") and its
// length. Its polite live region, kept whether the section is open or not, is the running
// commentary while a tune plays (sound-commentary.ts: at most one announcement a second).
import { memo } from 'react';
import type { Transcript } from '../../../../../domain/code-lab/stages/sound/sound-types';
import { useT } from '../../../../i18n/use-t';
import { OnRequestSection } from '../../level/on-request-section';
import { hasTwoVoices, stepWords, tuneLengthWords } from './sound-words';

function TuneWords({
  heading,
  tune,
  empty,
}: {
  heading: string;
  tune: Transcript | null;
  empty: string;
}) {
  const t = useT('soundLevel', 'soundLab');
  const twoVoices = tune ? hasTwoVoices(tune.events) : false;
  return (
    <div className="grid gap-1">
      <h3 className="font-extrabold">{heading}</h3>
      {tune && tune.events.length > 0 ? (
        <>
          <p>{tuneLengthWords(tune.beats, tune.seconds, t)}</p>
          <ol className="grid gap-0.5">
            {tune.events.map((event, i) => (
              <li key={i}>{stepWords(event, i + 1, twoVoices, t)}</li>
            ))}
          </ol>
        </>
      ) : (
        <p>{empty}</p>
      )}
    </div>
  );
}

type Props = {
  tune: Transcript | null;
  goal: Transcript | null;
  /** What the live region says now (the commentary). */
  commentary: string;
};

/** Memoised: the play head moves every frame, the words only when the tune or the commentary changes. */
export const SoundText = memo(function SoundText({ tune, goal, commentary }: Props) {
  const t = useT('soundLevel', 'soundLab');
  return (
    <OnRequestSection
      title={t('soundLevel.text.read')}
      panelClassName="grid gap-3 rounded-2xl border-2 border-slate-200 bg-white p-3 text-slate-900"
      testId="sound-text"
      always={
        <p aria-live="polite" className="sr-only" data-testid="sound-commentary">
          {commentary}
        </p>
      }
    >
      <TuneWords
        heading={t('soundLevel.text.yours')}
        tune={tune}
        empty={t('soundLevel.text.noTune')}
      />
      {goal && <TuneWords heading={t('soundLevel.text.goal')} tune={goal} empty="" />}
    </OnRequestSection>
  );
});
