// A tune at work (docs/decisions/406-the-sound-lab.md#the-page-roll-sound-and-level-page): the
// piano roll with "Play my tune", "Play the goal" and Stop, the volume and mute, what happened,
// "Read the tune", and the editor of the sound blocks with Show the code. A level's page places
// it with its intro, hints and solved dialog (sound-workspace.tsx); a studio can place it without
// a goal or a check.
//
// "Play my tune" runs the program to its transcript (the engine, pure) and plays it: the sound on
// the audio clock, the roll's play head and the block that plays lit in the editor. On a level it
// is also the check: the caller works out the outcome at once (a solve can be saved while the
// tune plays) and says it when the tune has played, or at once when the child stops it. Nothing
// makes a sound before a tap: the audio wakes inside the button's handler.
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import type {
  SoundEvent,
  Transcript,
} from '../../../../../domain/code-lab/stages/sound/sound-types';
import type { TuneProgram } from '../../../../../domain/code-lab/stages/sound/tune-program';
import { primaryButton, secondaryButton } from '../../../../components/button-styles';
import { useLocale, useT } from '../../../../i18n/use-t';
import { ProgramEditor } from '../../editor/program-editor';
import type { EditRules, Slot } from '../../editor/program-model';
import { useEditor, type Editor } from '../../editor/use-editor';
import { useBenchScroll } from '../../level/use-bench-scroll';
import { ShowCode } from '../../show-code/show-code';
import { isPlaying } from './roll-layout';
import { stepToSay, type Said } from './sound-commentary';
import { useSoundAllowed } from '../../../../lib/use-sound-allowed';
import { SoundControls } from './sound-controls';
import { SoundList } from './sound-list';
import { SoundRoll } from './sound-roll';
import { useSoundSettings } from './sound-settings';
import { SoundText } from './sound-text';
import { hasTwoVoices, phraseWords, stepWords } from './sound-words';
import { useTunePlayback } from './use-tune-playback';

/** A run of the program: its transcript, and the level's outcome of it (any shape the caller likes). */
export type TuneChecker<C> = {
  /** The tune the program makes (the roll shows it as the child builds it). */
  tuneOf(program: TuneProgram): Transcript;
  /** The tune the program makes, and what the level says of it, worked out at once. */
  run(program: TuneProgram): { tune: Transcript; check: C };
  /** The tune is about to play (a solve can be saved while it does). */
  started?(check: C, program: TuneProgram): void;
  /** It has played, or the child stopped it: the outcome is for saying now. */
  ended(check: C, program: TuneProgram): void;
};

type Props<C> = {
  rules: EditRules;
  /** The level's goal tune (null: none to play, as in a studio or a goal of a shape). */
  goal: Transcript | null;
  initial: TuneProgram;
  initialSlot?: Slot | null;
  onProgramChange?: (program: TuneProgram) => void;
  onSlotChange?: (slot: Slot) => void;
  checker: TuneChecker<C>;
  /** What a check found, in words (the caller's, shown until the next edit or run). */
  outcome?: { text: string; solved: boolean } | null;
  intro?: ReactNode;
  aside?: ReactNode;
  children?: (editor: Editor<TuneProgram>, locked: boolean) => ReactNode;
};

type Shown = 'yours' | 'goal';

/** The program's row that has the insertion point (the program has the keyboard again). */
function focusProgramIn(bench: HTMLElement | null) {
  const region = bench?.querySelector<HTMLElement>('[aria-labelledby="code-lab-program"]');
  (region?.querySelector<HTMLElement>('[data-slot][tabindex="0"]') ?? region)?.focus();
}

type StageProps<C> = {
  program: TuneProgram;
  goal: Transcript | null;
  checker: TuneChecker<C>;
  outcome?: { text: string; solved: boolean } | null;
  empty: boolean;
  top: RefObject<HTMLDivElement | null>;
  onPlaying: (blockId: string | null, going: boolean) => void;
  /** Gives the program its keyboard again. */
  focusProgram: () => void;
};

function SoundStage<C>({
  program,
  goal,
  checker,
  outcome,
  empty,
  top,
  onPlaying,
  focusProgram,
}: StageProps<C>) {
  const t = useT('soundLevel', 'soundLab', 'codeLab');
  const lang = useLocale();
  const [settings, setSettings] = useSoundSettings();
  const words = useCallback(
    (event: Extract<SoundEvent, { kind: 'say' }>) => phraseWords(event.phrase, t),
    [t],
  );
  const allowed = useSoundAllowed();
  const playback = useTunePlayback({
    allowed,
    volume: settings.volume,
    muted: settings.muted,
    words,
    lang,
  });
  const [shown, setShown] = useState<Shown>('yours');
  // The child's tune as it is built: the roll and "Read the tune" follow every edit.
  const built = useMemo(() => checker.tuneOf(program), [checker, program]);
  const [played, setPlayed] = useState<Transcript | null>(null);
  const tune = playback.playing === 'yours' && played ? played : built;
  const checking = useRef<{ check: C; program: TuneProgram } | null>(null);
  const [commentary, setCommentary] = useState('');
  const said = useRef<Said>(null);
  const stopButton = useRef<HTMLButtonElement>(null);

  // A new program (an edit: never while a tune plays, the editor is locked) shows the child's tune.
  const shownFor = useRef(program);
  useEffect(() => {
    if (shownFor.current === program) return;
    shownFor.current = program;
    setShown('yours');
  }, [program]);

  /** The program has the keyboard again when a tune stops, unless it went elsewhere meanwhile (the solved dialog). */
  const giveBackFocus = useCallback(() => {
    const now = document.activeElement;
    if (!now || now === document.body || now === stopButton.current) focusProgram();
  }, [focusProgram]);

  const finish = useCallback(() => {
    const done = checking.current;
    checking.current = null;
    if (!done) return;
    giveBackFocus();
    checker.ended(done.check, done.program);
  }, [checker, giveBackFocus]);

  const playYours = () => {
    const { tune: made, check } = checker.run(program);
    setPlayed(made);
    setShown('yours');
    said.current = null;
    checking.current = { check, program };
    checker.started?.(check, program);
    playback.play('yours', made, finish);
  };
  const playGoal = () => {
    if (!goal) return;
    checking.current = null;
    setShown('goal');
    said.current = null;
    playback.play('goal', goal, giveBackFocus);
  };
  const stop = () => {
    playback.stop();
    if (checking.current) finish();
    else giveBackFocus();
  };

  const going = playback.playing !== null;
  const playingTune =
    playback.playing === 'goal' ? goal : playback.playing === 'yours' ? tune : null;
  const rollTune = shown === 'goal' ? goal : tune;
  const at = playingTune && playingTune === rollTune ? playback.at : null;

  // The block that plays now is lit in the editor (voice 1's first, as the roll reads).
  const playingBlock =
    playback.playing === 'yours' && tune && playback.at !== null
      ? (tune.events.find((e) => e.kind !== 'say' && isPlaying(e, playback.at))?.blockId ?? null)
      : null;
  useEffect(() => onPlaying(playingBlock, going), [playingBlock, going, onPlaying]);

  // The running commentary: what plays now, at most once a second.
  useEffect(() => {
    if (!playingTune || playback.at === null) return;
    const step = stepToSay(playingTune.events, playback.at, said.current);
    if (step === null) return;
    said.current = { step, at: playback.at };
    setCommentary(
      stepWords(playingTune.events[step]!, step + 1, hasTwoVoices(playingTune.events), t),
    );
  }, [playingTune, playback.at, t]);
  useEffect(() => {
    if (!going) setCommentary('');
  }, [going]);

  // Stop takes the focus when a tune starts from a key or a tap, so a keyboard can stop it at once.
  useEffect(() => {
    if (going) stopButton.current?.focus();
  }, [going]);

  const status =
    playback.playing === 'yours'
      ? t('soundLevel.play.playing')
      : playback.playing === 'goal'
        ? t('soundLevel.play.playingGoal')
        : '';
  const fit =
    'flex-auto whitespace-nowrap max-sm:gap-1.5 max-sm:px-3 max-sm:text-base sm:flex-none';
  const rollLabel = shown === 'goal' ? t('soundLevel.roll.goal') : t('soundLevel.roll.yours');
  const outcomeShown = !going && checking.current === null ? outcome : null;

  return (
    <>
      <div
        ref={top}
        className="sticky top-0 z-20 -order-1 -mx-4 grid gap-2 border-b-2 border-violet-200 bg-violet-50 px-4 py-2 lg:static lg:order-none lg:mx-0 lg:gap-4 lg:border-0 lg:p-0"
      >
        {goal && (
          <div
            role="group"
            aria-label={t('soundLevel.show.label')}
            className="flex flex-wrap gap-1.5"
          >
            {(['yours', 'goal'] as const).map((which) => (
              <button
                key={which}
                type="button"
                aria-pressed={shown === which}
                disabled={going}
                onClick={() => setShown(which)}
                className={`min-h-11 rounded-full border-2 px-3 text-base font-bold ${
                  shown === which
                    ? 'border-violet-800 bg-violet-800 text-white'
                    : 'border-violet-400 bg-white text-violet-950'
                }`}
              >
                {which === 'goal' ? t('soundLevel.show.goal') : t('soundLevel.show.yours')}
              </button>
            ))}
          </div>
        )}
        <div className="min-w-0" data-testid="sound-roll">
          <SoundRoll
            tune={rollTune}
            ghost={shown === 'yours' ? goal : null}
            at={at}
            label={rollLabel}
          />
        </div>
        <div className="flex flex-wrap gap-1.5 sm:gap-2">
          <button
            type="button"
            className={`${primaryButton} ${fit}`}
            onClick={playYours}
            disabled={going || empty}
          >
            <span aria-hidden="true">▶</span> {t('soundLevel.play.play')}
          </button>
          {goal && (
            <button
              type="button"
              className={`${secondaryButton} ${fit}`}
              onClick={playGoal}
              disabled={going}
            >
              {t('soundLevel.play.goal')}
            </button>
          )}
          <button
            ref={stopButton}
            type="button"
            className={`${secondaryButton} ${fit}`}
            onClick={stop}
            disabled={!going}
          >
            <svg viewBox="0 0 10 10" className="size-3 shrink-0" aria-hidden="true">
              <rect width="10" height="10" rx="1.5" fill="currentColor" />
            </svg>
            {t('soundLevel.play.stop')}
          </button>
        </div>
        <p
          className="text-base font-semibold text-slate-800 empty:hidden"
          data-testid="sound-status"
        >
          {status}
        </p>
        <div aria-live="assertive">
          {outcomeShown && (
            <p
              data-testid="sound-outcome"
              className={`rounded-2xl border-2 p-3 text-lg font-bold lg:p-4 ${
                outcomeShown.solved
                  ? 'border-emerald-400 bg-emerald-50 text-emerald-950'
                  : 'border-amber-400 bg-amber-50 text-amber-950'
              }`}
            >
              {outcomeShown.text}
            </p>
          )}
        </div>
      </div>
      <div className="grid gap-3">
        {allowed ? (
          <SoundControls settings={settings} onChange={setSettings} />
        ) : (
          <p className="text-sm text-slate-700">{t('soundLevel.volume.classOff')}</p>
        )}
        <SoundText tune={tune} goal={goal} commentary={commentary} />
      </div>
    </>
  );
}

export function SoundBench<C>({
  rules,
  goal,
  initial,
  initialSlot,
  onProgramChange,
  onSlotChange,
  checker,
  outcome,
  intro,
  aside,
  children,
}: Props<C>) {
  const bench = useRef<HTMLDivElement>(null);
  const top = useRef<HTMLDivElement>(null);
  const [playing, setPlaying] = useState<{ blockId: string | null; going: boolean }>({
    blockId: null,
    going: false,
  });
  const changed = useRef(onProgramChange);
  useEffect(() => {
    changed.current = onProgramChange;
  });
  const onChange = useCallback((program: TuneProgram) => changed.current?.(program), []);
  const editor = useEditor<TuneProgram>(initial, rules, onChange, initialSlot);
  const openedAt = useRef(editor.slot);
  useEffect(() => {
    if (editor.slot !== openedAt.current) onSlotChange?.(editor.slot);
  }, [onSlotChange, editor.slot]);
  useBenchScroll(bench, top, editor.program, editor.slot, playing.blockId);
  const giveFocus = useCallback(() => focusProgramIn(bench.current), []);
  const onPlaying = useCallback(
    (blockId: string | null, going: boolean) => setPlaying({ blockId, going }),
    [],
  );
  const empty = useMemo(() => editor.program.body.length === 0, [editor.program]);

  return (
    <div
      ref={bench}
      data-code-lab-bench
      className="flex flex-col gap-3 lg:grid lg:grid-cols-2 lg:items-start lg:gap-x-6 lg:gap-y-4"
    >
      {intro && <div className="grid gap-3 lg:col-span-2">{intro}</div>}
      {/* Phones: the roll and its buttons stuck at the top, the blocks at the bottom, the program
          between; wide screens: the roll on the left, the program on the right
          (docs/decisions/176-code-lab-on-a-phone.md). */}
      <div className="contents lg:sticky lg:top-0 lg:row-span-2 lg:grid lg:max-h-svh lg:min-w-0 lg:content-start lg:gap-4 lg:overflow-y-auto lg:p-1">
        <SoundStage
          program={editor.program}
          goal={goal}
          checker={checker}
          outcome={outcome}
          empty={empty}
          top={top}
          onPlaying={onPlaying}
          focusProgram={giveFocus}
        />
        {aside && <div className="order-1 lg:order-none">{aside}</div>}
      </div>
      <div className="contents lg:col-start-2 lg:block lg:min-w-0">
        <ProgramEditor
          editor={editor}
          rules={rules}
          locked={playing.going}
          runningBlockId={playing.blockId}
          crashedBlockId={null}
          List={SoundList}
        />
        <div className="lg:mt-4">
          <ShowCode program={editor.program} runningBlockId={playing.blockId} />
        </div>
        {children && (
          <div className="mt-3 grid gap-3 lg:mt-4">{children(editor, playing.going)}</div>
        )}
      </div>
    </div>
  );
}
