// A shared tune in a class gallery (docs/decisions/406-the-sound-lab.md#the-studio-and-the-class-gallery):
// its size in words from numbers (never the child's typed title), its roll, and a button that plays
// it in this browser from its program (the program is shared, never audio), with the class's sound
// setting and this person's volume. The teacher's Gallery tab (its preview) and the class's
// /gallery both show it; the route loads it with its words, so the pages that list drawings only
// never carry the engine.
import { useCallback, useMemo } from 'react';
import { runTune } from '../../../../domain/code-lab/stages/sound/sound-stage';
import type { SoundEvent } from '../../../../domain/code-lab/stages/sound/sound-types';
import type { TuneProgram } from '../../../../domain/code-lab/stages/sound/tune-program';
import { primaryButton, secondaryButton } from '../../../components/button-styles';
import { useLocale, useT } from '../../../i18n/use-t';
import { useSoundAllowed } from '../../../lib/use-sound-allowed';
import { SoundRoll } from '../stages/sound/sound-roll';
import { useSoundSettings } from '../stages/sound/sound-settings';
import { phraseWords } from '../stages/sound/sound-words';
import { useTunePlayback } from '../stages/sound/use-tune-playback';
import { TuneAbout } from './tunes-panel';

export default function GalleryTune({ program, nickname }: { program: TuneProgram; nickname: string }) {
  const t = useT('soundStudio', 'soundLevel', 'soundLab');
  const lang = useLocale();
  const [settings] = useSoundSettings();
  const allowed = useSoundAllowed();
  const words = useCallback((event: Extract<SoundEvent, { kind: 'say' }>) => phraseWords(event.phrase, t), [t]);
  const playback = useTunePlayback({ allowed, volume: settings.volume, muted: settings.muted, words, lang });
  const tune = useMemo(() => runTune(program).transcript, [program]);
  const going = playback.playing !== null;
  return (
    <div className="grid gap-2">
      <TuneAbout program={program} />
      <SoundRoll tune={tune} at={going ? playback.at : null} label={t('soundStudio.gallery.roll', { nickname })} />
      {going ? (
        <button type="button" className={secondaryButton} onClick={playback.stop}>
          {t('soundLevel.play.stop')}
        </button>
      ) : (
        <button type="button" className={primaryButton} onClick={() => playback.play('shared', tune, () => {})}>
          {t('soundStudio.gallery.play', { nickname })}
        </button>
      )}
      {!allowed && <p className="text-sm text-slate-700">{t('soundLevel.volume.classOff')}</p>}
    </div>
  );
}
