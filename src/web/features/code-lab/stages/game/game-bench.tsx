// A game at work (docs/decisions/402-the-game-lab.md#the-level-page): the scene with Play, "Check
// my game" and Stop, what happened, "Read the game" and the property panel beside or under it,
// and the editor of event blocks with Show the code. A level's page places it with its intro,
// hints and solved dialog (game-workspace.tsx); a studio can place it with a scene of its own and
// every block, without a check.
//
// Play runs the program live on the engine's step-by-step play: each frame takes the keys pressed
// on the scene and the sprites tapped since the last one. The scene has the keyboard's focus while
// a game plays (arrows and space steer it, Escape stops it), and the program gets it back when the
// game stops or ends, so the game's keys and the editor's never meet. "Check my game" asks the
// caller for the whole outcome first (the level's scripted player, the engine's check), then plays
// its frames; the caller says the outcome when they have played (or the child skips to the end).
// The layout per width is the level page's (docs/decisions/176-code-lab-on-a-phone.md).
//
// Only the stage (GameStage: the scene, its buttons, its words and panel) owns the frame player
// and draws again with each frame; the bench and its editor draw when a game starts or stops.
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import type { GameCheck } from '../../../../../domain/code-lab/stages/game/game-check';
import type { GameProgram } from '../../../../../domain/code-lab/stages/game/game-program';
import {
  sceneAtStart,
  startGame,
  type GamePlay,
} from '../../../../../domain/code-lab/stages/game/game-stage';
import type {
  GameKey,
  GameScene as Scene,
  SpriteId,
} from '../../../../../domain/code-lab/stages/game/game-types';
import { describeGame } from '../../../../../domain/code-lab/stages/game/game-words';
import { primaryButton, secondaryButton } from '../../../../components/button-styles';
import { useT } from '../../../../i18n/use-t';
import { ProgramEditor } from '../../editor/program-editor';
import type { Slot } from '../../editor/program-model';
import { useEditor, type Editor } from '../../editor/use-editor';
import { useBenchScroll } from '../../level/use-bench-scroll';
import { ShowCode } from '../../show-code/show-code';
import { GameScene } from './game-scene';
import { GameText } from './game-text';
import { GameRulesContext, HandlerList } from './handler-list';
import type { GameEditRules } from './handler-model';
import { PropertyPanel } from './property-panel';
import { recordedFrames, useFramePlayer, type FrameSource } from './use-frame-player';

/** A level's "Check my game": the outcome, worked out at once; told when its frames have played. */
export type GameChecker = {
  run(program: GameProgram): GameCheck;
  /** The check's frames are about to play (a solve can be saved while they do). */
  started?(check: GameCheck, program: GameProgram): void;
  /** They have played, or the child skipped to the end: the outcome is for saying now. */
  ended(check: GameCheck, program: GameProgram): void;
};

type Props = {
  scene: Scene;
  rules: GameEditRules;
  /** How long a game plays at most (frames). */
  maxFrames: number;
  initial: GameProgram;
  initialSlot?: Slot | null;
  /** Every new program (not the first). */
  onProgramChange?: (program: GameProgram) => void;
  /** The insertion point moved (not where it opened): a level keeps it for this person. */
  onSlotChange?: (slot: Slot) => void;
  /** A level's check; without one there is only Play. */
  checker?: GameChecker;
  /** What a check found, in words (the caller's, shown until the next edit or game). */
  outcome?: { text: string; solved: boolean } | null;
  /** Above the bench, across (a level's intro). */
  intro?: ReactNode;
  /** Under the scene's words and panel (a level's hints). */
  aside?: ReactNode;
  /** Under the program (Start over). */
  children?: (editor: Editor<GameProgram>, locked: boolean) => ReactNode;
  /** Keys that press the stage's buttons (present mode's), said on them as `aria-keyshortcuts`. */
  shortcuts?: GameShortcuts;
  /** Given the stage's buttons' actions, for those keys to call. */
  actions?: RefObject<GameActions | null>;
};

/** What a presenter's keys do: what the stage's buttons do, and nothing while a button is off. */
export type GameActions = { play(): void; check(): void; stop(): void };
type GameShortcuts = { play: string; check: string; stop: string };

type Mode = 'idle' | 'play' | 'check';
export type Inbox = { keys: GameKey[]; taps: SpriteId[] };

/**
 * The first of each waiting press for this frame; a key pressed (or a sprite tapped) again before
 * it stays for the next frame, as a frame runs an event's handlers once.
 */
function takeOnceEach<T>(waiting: T[]): T[] {
  const now: T[] = [];
  const later: T[] = [];
  for (const item of waiting.splice(0)) (now.includes(item) ? later : now).push(item);
  waiting.push(...later);
  return now;
}

/** The live game's source: each frame takes the keys pressed and the sprites tapped since the last one. */
export function liveSource(game: GamePlay, inbox: Inbox): FrameSource {
  return {
    next() {
      if (game.ended) return null;
      return game.next({ keys: takeOnceEach(inbox.keys), taps: takeOnceEach(inbox.taps) });
    },
  };
}

/** The program's row that has the insertion point (the program has the keyboard again). */
function focusProgram(bench: HTMLElement | null) {
  const region = bench?.querySelector<HTMLElement>('[aria-labelledby="code-lab-program"]');
  (region?.querySelector<HTMLElement>('[data-slot][tabindex="0"]') ?? region)?.focus();
}

type StageProps = {
  scene: Scene;
  maxFrames: number;
  program: GameProgram;
  checker?: GameChecker;
  outcome?: { text: string; solved: boolean } | null;
  empty: boolean;
  /** The bar stuck at the top on a phone (its height is the page's scroll padding). */
  top: RefObject<HTMLDivElement | null>;
  /** Gives the program its keyboard again. */
  focusProgram: () => void;
  /** A game started (true) or stopped (false): the editor is locked while one plays. */
  onGoing: (going: boolean) => void;
  shortcuts?: GameShortcuts;
  actions?: RefObject<GameActions | null>;
};

/** The scene with its buttons, what happened, and the scene in words and numbers: all that follows each frame. */
function GameStage({
  scene,
  maxFrames,
  program,
  checker,
  outcome,
  empty,
  top,
  focusProgram,
  onGoing,
  shortcuts,
  actions,
}: StageProps) {
  const t = useT('gameLevel', 'gameLab', 'gameScene');
  const sceneRef = useRef<SVGSVGElement>(null);
  const stopButton = useRef<HTMLButtonElement>(null);
  const startFrame = useMemo(() => sceneAtStart(scene), [scene]);
  const [mode, setMode] = useState<Mode>('idle');
  /** What a live game that went over its steps left to say. */
  const [notice, setNotice] = useState<string | null>(null);
  const inbox = useRef<Inbox>({ keys: [], taps: [] });
  const live = useRef<{ game: GamePlay; program: GameProgram } | null>(null);
  const checking = useRef<{ check: GameCheck; program: GameProgram } | null>(null);
  /** A check was started by a key or a tap on its button: its Stop button takes the focus once it can. */
  const focusStop = useRef(false);

  /** The program has the keyboard again, unless it went somewhere else meanwhile (the solved dialog). */
  const giveBackFocus = useCallback(() => {
    const now = document.activeElement;
    if (!now || now === document.body || now === sceneRef.current || now === stopButton.current)
      focusProgram();
  }, [focusProgram]);

  const finishCheck = useCallback(() => {
    const done = checking.current;
    checking.current = null;
    if (!done) return;
    giveBackFocus();
    checker?.ended(done.check, done.program);
  }, [checker, giveBackFocus]);

  const onEnd = useCallback(() => {
    if (checking.current) return finishCheck();
    const ran = live.current;
    live.current = null;
    if (ran && ran.game.run().outcome === 'timeout')
      setNotice(describeGame({ outcome: 'timeout', run: ran.game.run() }, ran.program, t));
    giveBackFocus();
  }, [finishCheck, giveBackFocus, t]);
  const player = useFramePlayer({ onEnd });
  const going = player.status === 'playing' || player.status === 'paused';
  useEffect(() => onGoing(going), [going, onGoing]);

  // A new program (an edit: never during a game, the editor is locked) brings the scene back to its start.
  const { show } = player;
  const shownFor = useRef(program);
  useEffect(() => {
    if (shownFor.current === program) return;
    shownFor.current = program;
    show(null);
    setMode('idle');
    setNotice(null);
  }, [program, show]);

  const play = () => {
    const game = startGame(scene, program, maxFrames);
    inbox.current = { keys: [], taps: [] };
    live.current = { game, program };
    checking.current = null;
    setNotice(null);
    setMode('play');
    player.play(liveSource(game, inbox.current));
    sceneRef.current?.focus();
  };
  const check = () => {
    if (!checker) return;
    const result = checker.run(program);
    live.current = null;
    checking.current = { check: result, program };
    setNotice(null);
    setMode('check');
    checker.started?.(result, program);
    player.play(recordedFrames(result.run.frames));
    focusStop.current = true;
  };
  const stop = () => {
    if (!going) return;
    if (mode === 'check' && checking.current) {
      // Skipping a check shows its last frame and says its outcome at once.
      player.show(checking.current.check.run.frames.at(-1) ?? null);
      return finishCheck();
    }
    player.stop();
    live.current = null;
    giveBackFocus();
  };
  useEffect(() => {
    if (!actions) return;
    actions.current = {
      play: () => !going && !empty && play(),
      check: () => !going && !empty && check(),
      stop,
    };
  });
  const onSceneKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !going) return;
    event.preventDefault();
    stop();
  };
  // Every press and every tap counts: two of one key before a frame are taken by two frames.
  const press = useCallback((key: GameKey) => void inbox.current.keys.push(key), []);
  const tap = useCallback((sprite: SpriteId) => void inbox.current.taps.push(sprite), []);

  // The Stop button is enabled only by the render that shows the check playing.
  useEffect(() => {
    if (!going || !focusStop.current) return;
    focusStop.current = false;
    stopButton.current?.focus();
  }, [going]);

  const frame = player.frame ?? startFrame;
  const livePlaying = mode === 'play' && player.status === 'playing';
  const status =
    mode === 'play' && going
      ? t('gameLevel.play.playing')
      : mode === 'check' && going
        ? t('gameLevel.play.checking')
        : mode === 'play' && player.status === 'stopped'
          ? t('gameLevel.play.stopped')
          : mode === 'play' && player.status === 'ended'
            ? t('gameLevel.play.over')
            : '';
  const said = notice
    ? { text: notice, solved: false }
    : mode === 'check' && !going
      ? (outcome ?? null)
      : null;
  // Three buttons on one row of a phone while their words fit, else they wrap: no word is ever cut.
  const fit =
    'flex-auto whitespace-nowrap max-sm:gap-1.5 max-sm:px-3 max-sm:text-base sm:flex-none';

  return (
    <>
      <div
        ref={top}
        className="sticky top-0 z-20 -order-1 -mx-4 grid gap-2 border-b-2 border-violet-200 bg-violet-50 px-4 py-2 sm:grid-cols-[auto_minmax(0,1fr)] sm:items-center sm:gap-x-4 lg:static lg:order-none lg:mx-0 lg:grid-cols-1 lg:gap-4 lg:border-0 lg:p-0"
      >
        <div
          // The scene is square, under its score bar: at most 26% of a phone's height (beside the buttons from 640 px), 60% on a wide screen.
          className="mx-auto w-full max-w-[var(--stage-h)] [--stage-h:26svh] sm:w-[min(var(--stage-h),50vw)] lg:w-full lg:max-w-[min(100%,60vh)] lg:[--stage-h:60vh]"
          onKeyDown={onSceneKey}
        >
          <GameScene ref={sceneRef} frame={frame} playing={livePlaying} onKey={press} onTap={tap} />
        </div>
        <div className="grid gap-2">
          <div className="flex flex-wrap gap-1.5 sm:gap-2">
            <button
              type="button"
              className={`${primaryButton} ${fit}`}
              onClick={play}
              disabled={going || empty}
              aria-keyshortcuts={shortcuts?.play}
            >
              <span aria-hidden="true">▶</span> {t('gameLevel.play.play')}
            </button>
            {checker && (
              <button
                type="button"
                className={`${secondaryButton} ${fit}`}
                onClick={check}
                disabled={going || empty}
                aria-keyshortcuts={shortcuts?.check}
              >
                {t('gameLevel.play.check')}
              </button>
            )}
            <button
              ref={stopButton}
              type="button"
              className={`${secondaryButton} ${fit}`}
              onClick={stop}
              disabled={!going}
              aria-keyshortcuts={shortcuts?.stop}
            >
              <svg viewBox="0 0 10 10" className="size-3 shrink-0" aria-hidden="true">
                <rect width="10" height="10" rx="1.5" fill="currentColor" />
              </svg>
              {mode === 'check' && going ? t('gameLevel.play.skip') : t('gameLevel.play.stop')}
            </button>
          </div>
          <p
            className="text-base font-semibold text-slate-800 empty:hidden"
            data-testid="game-status"
          >
            {status}
            {livePlaying && <span className="max-sm:hidden"> {t('gameLevel.play.keys')}</span>}
          </p>
        </div>
        <div aria-live="assertive" className="sm:col-span-2 lg:col-span-1">
          {said && (
            <p
              data-testid="game-outcome"
              className={`rounded-2xl border-2 p-3 text-lg font-bold lg:p-4 ${
                said.solved
                  ? 'border-emerald-400 bg-emerald-50 text-emerald-950'
                  : 'border-amber-400 bg-amber-50 text-amber-950'
              }`}
            >
              {said.text}
            </p>
          )}
        </div>
      </div>
      {/* Under the bar on a phone, before the program: what the scene shows, in words and numbers. */}
      <div className="grid gap-3">
        <GameText frame={frame} status={player.status} onTap={mode === 'play' ? tap : undefined} />
        <PropertyPanel frame={frame} playing={player.status === 'playing'} />
      </div>
    </>
  );
}

export function GameBench({
  scene,
  rules,
  maxFrames,
  initial,
  initialSlot,
  onProgramChange,
  onSlotChange,
  checker,
  outcome,
  intro,
  aside,
  children,
  shortcuts,
  actions,
}: Props) {
  const bench = useRef<HTMLDivElement>(null);
  const top = useRef<HTMLDivElement>(null);
  const [going, setGoing] = useState(false);
  const changed = useRef(onProgramChange);
  useEffect(() => {
    changed.current = onProgramChange;
  });
  const onChange = useCallback((program: GameProgram) => changed.current?.(program), []);
  const editor = useEditor<GameProgram>(initial, rules, onChange, initialSlot);
  const openedAt = useRef(editor.slot);
  useEffect(() => {
    if (editor.slot !== openedAt.current) onSlotChange?.(editor.slot);
  }, [onSlotChange, editor.slot]);
  useBenchScroll(bench, top, editor.program, editor.slot, null);
  const giveFocus = useCallback(() => focusProgram(bench.current), []);

  return (
    <div
      ref={bench}
      data-code-lab-bench
      className="flex flex-col gap-3 lg:grid lg:grid-cols-2 lg:items-start lg:gap-x-6 lg:gap-y-4"
    >
      {intro && <div className="grid gap-3 lg:col-span-2">{intro}</div>}
      {/* Phones: the scene and its buttons stuck at the top, the blocks at the bottom, the program
          between; wide screens: the scene on the left (stuck while a long program scrolls), the
          program on the right (docs/decisions/176-code-lab-on-a-phone.md). */}
      <div className="contents lg:sticky lg:top-0 lg:row-span-2 lg:grid lg:max-h-svh lg:min-w-0 lg:content-start lg:gap-4 lg:overflow-y-auto lg:p-1">
        <GameStage
          scene={scene}
          maxFrames={maxFrames}
          program={editor.program}
          checker={checker}
          outcome={outcome}
          empty={editor.program.handlers.length === 0}
          top={top}
          focusProgram={giveFocus}
          onGoing={setGoing}
          shortcuts={shortcuts}
          actions={actions}
        />
        {aside && <div className="order-1 lg:order-none">{aside}</div>}
      </div>
      <div className="contents lg:col-start-2 lg:block lg:min-w-0">
        <GameRulesContext value={rules}>
          <ProgramEditor
            editor={editor}
            rules={rules}
            locked={going}
            runningBlockId={null}
            crashedBlockId={null}
            List={HandlerList}
          />
        </GameRulesContext>
        <div className="lg:mt-4">
          <ShowCode program={editor.program} runningBlockId={null} />
        </div>
        {children && <div className="mt-3 grid gap-3 lg:mt-4">{children(editor, going)}</div>}
      </div>
    </div>
  );
}
