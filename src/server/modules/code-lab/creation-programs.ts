import type { LabProgram } from '../../../domain/code-lab/level-program';
import { parseProgram } from '../../../domain/code-lab/program';
import { drawsNothing } from '../../../domain/code-lab/draws-nothing';
import { parseGameProgram } from '../../../domain/code-lab/stages/game/game-program';
import { parseTuneProgram } from '../../../domain/code-lab/stages/sound/tune-program';
import { countWebBlocks, parseWebProgram } from '../../../domain/code-lab/stages/web/web-program';
import { FINDER_LABELS, finderProblem } from '../../../domain/code-lab/stages/vision/finder';
import { parseVisionProgram } from '../../../domain/code-lab/stages/vision/vision-program';
import type { CreationKind } from '../../../domain/creations';
import { drawingProgramProblem } from '../../../domain/drawings';
import { badRequest, refuse } from '../../http/errors';
import { programWords } from './program-words';

/** A drawing's program: a valid draft of the studio's blocks that draws something. */
function drawingProgram(program: unknown): LabProgram {
  const parsed = parseProgram(program, 'draft');
  if (!parsed.ok) throw refuse(400, programWords(parsed.message));
  const problem = drawingProgramProblem(parsed.program);
  if (problem) throw refuse(400, programWords(problem));
  // A drawing of nothing is refused in the child's words
  // (docs/decisions/355-the-studio-keeps-a-draft.md).
  if (drawsNothing(parsed.program)) throw badRequest('server.drawings.empty');
  return parsed.program;
}

/**
 * A game's program (docs/product/code-lab.md#the-game-studio): a valid draft of a game with its
 * own scene (`sprites`, every sprite the program names in it), every game block allowed. A game
 * with no sprite or no event block does nothing: refused in the child's words, like an empty
 * drawing.
 */
function gameProgram(program: unknown): LabProgram {
  const parsed = parseGameProgram(program, 'draft');
  if (!parsed.ok) throw refuse(400, programWords(parsed.message));
  if (parsed.program.sprites === undefined)
    throw refuse(400, programWords('"program" has no "sprites": a game from the studio brings its own scene.'));
  if (parsed.program.sprites.length === 0 || parsed.program.handlers.length === 0)
    throw badRequest('server.gameCreations.empty');
  return parsed.program;
}

/**
 * A tune's program (docs/decisions/406-the-sound-lab.md#the-studio-and-the-class-gallery): a valid
 * draft of a tune, every sound block allowed. A tune with no block plays nothing: refused in the
 * child's words, like an empty drawing.
 */
function tuneProgram(program: unknown): LabProgram {
  const parsed = parseTuneProgram(program, 'draft');
  if (!parsed.ok) throw refuse(400, programWords(parsed.message));
  if (parsed.program.body.length === 0) throw badRequest('server.tuneCreations.empty');
  return parsed.program;
}

/**
 * A NeighborNet house's program (docs/decisions/411-neighbornet.md): a valid draft of a web page
 * program, 1 to 3 pages of the web's blocks (a link may wait for its page). A house with no block
 * shows nothing: refused in the child's words. Whether its links to classmates' houses may be
 * kept depends on who keeps it: the street's check (street/house-links.ts) says, after this one.
 */
function pageProgram(program: unknown): LabProgram {
  const parsed = parseWebProgram(program, 'draft');
  if (!parsed.ok) throw refuse(400, programWords(parsed.message));
  if (parsed.program.kind !== 'page')
    throw refuse(400, programWords('"program" is a street of links; a house is a web page: {version: 5, kind: \'page\', pages}.'));
  if (countWebBlocks(parsed.program) === 0) throw badRequest('server.pageCreations.empty');
  return parsed.program;
}

/**
 * A Find My Keys finder's program (docs/decisions/415-find-my-keys.md): a valid training set (the
 * Vision Lab's, at most 3 labels of 10 drawings, 16 KiB, cells only) whose labels are things from
 * the finder's list. One that cannot find anything yet (fewer than two things, a thing with no
 * drawing) or "not a key" without "key" is refused in the child's words.
 */
function finderProgram(program: unknown): LabProgram {
  const parsed = parseVisionProgram(program);
  if (!parsed.ok) throw refuse(400, programWords(parsed.message));
  const problem = finderProblem(parsed.program);
  if (problem === 'notAThing')
    throw refuse(400, programWords(`"program.labels": a finder's things are ${FINDER_LABELS.join(', ')}.`));
  if (problem === 'empty') throw badRequest('server.finderCreations.empty');
  if (problem === 'notKeyAlone') throw badRequest('server.finderCreations.notKeyAlone');
  return parsed.program;
}

/**
 * Each kind's program check (docs/decisions/393-creations-by-kind.md): the checked program, or a
 * 400 saying what is wrong. A lab adds its kind's check here and nothing else; a kind without one
 * is not open yet, and keeping one is a 400 too.
 */
const checks: Record<CreationKind, ((program: unknown) => LabProgram) | null> = {
  drawing: drawingProgram,
  game: gameProgram,
  tune: tuneProgram,
  page: pageProgram,
  finder: finderProgram,
};

export function creationProgram(kind: CreationKind, program: unknown): LabProgram {
  const check = checks[kind];
  if (!check) throw badRequest('server.creations.notOpen');
  return check(program);
}
