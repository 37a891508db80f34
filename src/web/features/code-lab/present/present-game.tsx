// Present mode for a game level (docs/product/code-lab.md#present-mode): the level's game bench
// large for a projector, built and played live by the teacher (arrows and space on the scene), and
// "Check my game" playing the level's scripted player with the engine's words for what it did.
// Nothing is saved or counted, as for Ada's puzzles (docs/decisions/262-present-mode.md); "Show a
// solution" loads the level's reference game, which Play or "Check my game" then plays. The
// presenter's keys press Play, Check my game and Stop (use-present-keys.ts), listed under the bench.
import { useMemo, useRef, useState } from 'react';
import { countProgramBlocks } from '../editor/program-model';
import { PROGRAM_LIMITS } from '../../../../domain/code-lab/program';
import { checkGame, type GameCheck } from '../../../../domain/code-lab/stages/game/game-check';
import type { GameLevel } from '../../../../domain/code-lab/stages/game/game-level';
import { emptyGameProgram, type GameProgram } from '../../../../domain/code-lab/stages/game/game-program';
import { describeGame } from '../../../../domain/code-lab/stages/game/game-words';
import { useT } from '../../../i18n/use-t';
import { GameBench, type GameActions, type GameChecker } from '../stages/game/game-bench';
import type { GameEditRules } from '../stages/game/handler-model';
import { ShowSolution } from './show-solution';
import { GAME_KEYS, GAME_SHORTCUTS, usePresentKeys } from './use-present-keys';

/** The keys, in words, shown under the bench. */
const KEYS = [
  { action: 'gameLevel.play.play', keys: ['Alt', 'Shift', 'R'] },
  { action: 'gameLevel.play.check', keys: ['Alt', 'Shift', 'C'] },
  { action: 'gameLevel.play.stop', keys: ['Alt', 'Shift', 'X'] },
] as const;

// Every block's words large enough for the back of the room, as on Ada's puzzles.
const bigBlocks =
  '[&_button]:text-[28px] [&_button]:leading-tight [&_select]:text-[28px] [&_li]:text-[28px] [&_h2]:text-3xl';

export function PresentGame({ level }: { level: GameLevel }) {
  const t = useT('codeLab', 'gameLab', 'gameScene', 'gameLevel');
  const rules = useMemo<GameEditRules>(
    () => ({
      toolbox: level.toolbox,
      maxBlocks: level.maxBlocks,
      maxDepth: PROGRAM_LIMITS.maxDepth,
      sprites: level.scene.sprites.map((s) => s.id),
      events: level.events,
    }),
    [level],
  );
  const [checked, setChecked] = useState<{ check: GameCheck; program: GameProgram } | null>(null);
  const checker = useMemo<GameChecker>(
    () => ({ run: (program) => checkGame(level, program), ended: (check, program) => setChecked({ check, program }) }),
    [level],
  );
  const actions = useRef<GameActions | null>(null);
  usePresentKeys(GAME_KEYS, {
    play: () => actions.current?.play(),
    check: () => actions.current?.check(),
    stop: () => actions.current?.stop(),
  });
  const outcome = checked && {
    text: describeGame(checked.check, checked.program, t),
    solved: checked.check.outcome === 'solved',
  };
  return (
    <div className={bigBlocks} data-testid="present-game">
      <GameBench
        scene={level.scene}
        rules={rules}
        maxFrames={level.maxFrames}
        initial={emptyGameProgram()}
        onProgramChange={() => setChecked(null)}
        checker={checker}
        outcome={outcome}
        shortcuts={GAME_SHORTCUTS}
        actions={actions}
      >
        {(editor) => (
          <>
            <ShowSolution
              levelId={level.id}
              program={editor.program}
              onShow={(solution: GameProgram) =>
                editor.replace(solution, t('codeLab.present.showing', { blocks: countProgramBlocks(solution) }))
              }
              onBack={(ours: GameProgram) => editor.replace(ours, t('codeLab.present.backSaid'))}
            />
            <p className="text-base text-slate-800" data-testid="present-keys">
              {t('codeLab.present.keys')}{' '}
              {KEYS.map(({ action, keys }, i) => (
                <span key={action}>
                  {i > 0 && ' · '}
                  {t(action)} <kbd className="font-mono font-bold">{keys.join('+')}</kbd>
                </span>
              ))}
              {' · '}
              {t('codeLab.present.gameClicker', { down: 'Page Down', up: 'Page Up' })}
            </p>
          </>
        )}
      </GameBench>
    </div>
  );
}
