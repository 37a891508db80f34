// The read-aloud controls (docs/product.md#read-aloud): Read Aloud, Pause / Resume, Stop, and an
// autoplay checkbox that starts reading 0.5 s after a lesson opens. Shows 'Voice not available'
// when the browser cannot speak, and, for text in another language than English, that the device
// has no voice for it ('Este dispositivo no tiene una voz en español.',
// docs/decisions/329-read-aloud-voice-and-length.md). Words: namespace `readAloud`. Must sit inside
// ReadAloudProvider (LessonLayout puts it there). Pages that are not lessons (a child's progress)
// pass `withAutoplay={false}`: no checkbox, no autoplay.
import { useEffect, useId, useRef, useState } from 'react';
import { DELAYS_MS } from '../../../../domain/constants';
import { useT } from '../../../i18n/use-t';
import { readAutoplay, useAutoplaySetting } from './autoplay-setting';
import { useReadAloud } from './read-aloud-context';

const buttonClass =
  'inline-flex min-h-11 min-w-11 items-center gap-2 rounded-full px-4 font-bold disabled:opacity-60';

export function ReadAloudBar({
  onPlay,
  withAutoplay = true,
}: {
  onPlay?: () => void;
  withAutoplay?: boolean;
}) {
  const { speech } = useReadAloud();
  const t = useT('readAloud');
  const [autoplay, setAutoplay] = useAutoplaySetting();
  const autoplayId = useId();
  // docs/product.md#read-aloud: autoplay starts 0.5 s after the lesson opens (once voices are known).
  const [autoplayDue, setAutoplayDue] = useState(false);
  const autoplayDone = useRef(false);

  // The choice saved when the lesson opens (read here: the first render is the server's, off).
  useEffect(() => {
    if (!withAutoplay || !readAutoplay()) return;
    const timer = setTimeout(() => setAutoplayDue(true), DELAYS_MS.readAloudAutoplay);
    return () => clearTimeout(timer);
    // Once, as the lesson opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!autoplayDue || autoplayDone.current || speech.voiceState !== 'ready') return;
    autoplayDone.current = true;
    onPlay?.();
    speech.play();
  }, [autoplayDue, speech, onPlay]);

  const play = () => {
    onPlay?.();
    speech.play();
  };

  return (
    <div
      role="group"
      aria-label={t('readAloud.group')}
      className="flex flex-wrap items-center gap-3 rounded-2xl border-2 border-sky-200 bg-sky-50 p-3"
    >
      <span aria-hidden="true" className="text-2xl">
        🔊
      </span>
      {/* One cell for the controls and for 'Voice not available': the bar keeps the controls'
          size when the browser turns out to have no voice (about 1.5 s after the page opens), so
          nothing below it moves (docs/decisions/144-first-paint-loads-only-what-it-shows.md). */}
      <div className="grid flex-1 items-center">
        {speech.voiceState === 'unavailable' && (
          <p className="col-start-1 row-start-1 font-semibold text-slate-800">
            {speech.language === 'en' ? t('readAloud.voiceNotAvailable') : t('readAloud.noVoiceForLanguage')}
          </p>
        )}
        <div
          className={`col-start-1 row-start-1 flex flex-wrap items-center gap-3 ${speech.voiceState === 'unavailable' ? 'invisible' : ''}`}
          aria-hidden={speech.voiceState === 'unavailable' ? true : undefined}
          inert={speech.voiceState === 'unavailable'}
        >
          {speech.status === 'idle' && (
            <button
              type="button"
              className={`${buttonClass} bg-sky-700 text-white`}
              onClick={play}
              disabled={speech.voiceState !== 'ready'}
            >
              {t('readAloud.readAloud')}
            </button>
          )}
          {speech.status === 'speaking' && (
            <button
              type="button"
              className={`${buttonClass} bg-sky-700 text-white`}
              onClick={speech.pause}
            >
              {t('readAloud.pause')}
            </button>
          )}
          {speech.status === 'paused' && (
            <button
              type="button"
              className={`${buttonClass} bg-sky-700 text-white`}
              onClick={speech.resume}
            >
              {t('readAloud.resume')}
            </button>
          )}
          {speech.status !== 'idle' && (
            <button
              type="button"
              className={`${buttonClass} border-2 border-sky-700 bg-white text-sky-900`}
              onClick={speech.stop}
            >
              {t('readAloud.stop')}
            </button>
          )}
          {withAutoplay && (
            <label
              htmlFor={autoplayId}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-slate-800"
            >
              <input
                id={autoplayId}
                type="checkbox"
                className="size-5 accent-sky-700"
                checked={autoplay}
                disabled={speech.voiceState === 'unavailable'}
                onChange={(event) => setAutoplay(event.target.checked)}
              />
              {t('readAloud.autoplay')}
            </label>
          )}
          <p role="status" className="sr-only">
            {speech.status === 'speaking'
              ? t('readAloud.reading')
              : speech.status === 'paused'
                ? t('readAloud.paused')
                : ''}
          </p>
        </div>
      </div>
    </div>
  );
}
