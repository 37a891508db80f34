// @vitest-environment node
// A Code Lab block is one definition (docs/decisions/389-a-block-is-one-definition.md): this walks
// every op and fails on a half-defined block (no Show-the-code line, no look, no words in a
// language, no stage), and shows on broken fixtures that it does.
import { describe, expect, it } from 'vitest';
import { readEnglish, readTranslations } from '../../../scripts/i18n/catalogs.mjs';
import {
  adaMovesIn,
  BLOCK_ENTRIES,
  BLOCK_FAMILIES,
  BLOCK_KIND_LIST,
  BLOCK_KINDS,
  BLOCKS,
  childLists,
  codeOf,
  isOfStage,
  kindOf,
  kindsOfStage,
  kindSince,
  opsFor,
  paletteBlock,
  spriteCode,
  STAGES,
  TRACE_EVENTS,
  type BlockEntry,
  type Op,
  type Stmt,
} from './blocks';
import { EVENT_BLOCK_LIST, HANDLER_CLOSE, handlerCode } from './stages/game/game-events';
import { GAME_EVENTS, type GameEvent } from './stages/game/game-types';
import { isStudioBlock, STUDIO_LEVEL } from './studio-paper';

/** The keys each language has words for (a translation that is there and not fuzzy). */
type Words = Record<'en' | 'es', ReadonlySet<string>>;
function codeLabWords(): Words {
  const es = readTranslations().es?.web.codeLab ?? {};
  return {
    en: new Set(Object.keys(readEnglish().web.codeLab ?? {})),
    es: new Set(Object.entries(es).filter(([, e]) => e.translation !== '' && !e.fuzzy).map(([key]) => key)),
  };
}

/** Everything a list of definitions lacks for its blocks to work everywhere (empty: nothing). */
function wiringProblems(entries: readonly BlockEntry[], words: Words): string[] {
  const problems: string[] = [];
  const wordsFor = (what: string, key: string | undefined) => {
    for (const lang of ['en', 'es'] as const)
      if (!key || !words[lang].has(key)) problems.push(`${what} has no words in ${lang} (${key ?? 'no key'})`);
  };
  const ops = entries.map((e) => e.op);
  for (const op of Object.keys(BLOCKS)) if (!ops.includes(op as Op)) problems.push(`${op}: no definition`);
  if (new Set(ops).size !== ops.length) problems.push('an op is defined twice');
  const kinds = entries.flatMap((e) => (e.blocks ?? []).map((b) => b.kind));
  for (const kind of BLOCK_KIND_LIST) if (!kinds.includes(kind)) problems.push(`${kind}: no palette block`);
  const events = new Set(entries.flatMap((e) => Object.keys(e.ticks ?? {})));
  for (const event of TRACE_EVENTS) if (!events.has(event)) problems.push(`tick ${event}: no block makes it`);

  for (const e of entries) {
    const { op } = e;
    if (!e.stages || e.stages.length === 0) problems.push(`${op}: no place in the stages`);
    for (const stage of e.stages ?? []) if (!STAGES.includes(stage)) problems.push(`${op}: unknown stage ${stage}`);
    if (!e.run || !('act' in e.run || 'control' in e.run)) problems.push(`${op}: does nothing when it runs`);
    if (!e.blocks || e.blocks.length === 0) problems.push(`${op}: no palette block`);
    for (const block of e.blocks ?? []) {
      const stmt = block.make('a');
      if (stmt.op !== op) problems.push(`${block.kind}: makes a ${stmt.op}`);
      if (e.blocks.length > 1 && !block.is?.(stmt)) problems.push(`${block.kind}: its statement is not told apart`);
      if (!block.mark) problems.push(`${block.kind}: no mark (its look)`);
      if (!BLOCK_FAMILIES.includes(block.family)) problems.push(`${block.kind}: no family (its look)`);
      wordsFor(`${block.kind}'s palette block`, block.labelKey);
      const code = e.code as BlockEntry['code'] | undefined;
      const line = !code ? undefined : 'line' in code ? code.line(stmt) : code.opens(stmt, 'i');
      if (!line || line.startsWith('}')) problems.push(`${block.kind}: no Show-the-code line`);
      // A web page's block shows the HTML it builds: it opens a tag, not a JavaScript block.
      else if (code && 'opens' in code && !line.endsWith(e.stages.includes('web') ? '>' : '{'))
        problems.push(`${block.kind}: its Show-the-code line opens no block`);
      if (code && 'opens' in code && Object.values(e.fields).filter((f) => f.type === 'blocks').length > 1 && !code.between)
        problems.push(`${op}: no Show-the-code line between its lists`);
      if (code && 'line' in code && childLists(stmt).length > 0) problems.push(`${op}: holds blocks and shows one line`);
    }
    const ticks = Object.entries(e.ticks ?? {});
    if (ticks.length === 0) problems.push(`${op}: makes no tick`);
    for (const [event, tick] of ticks) wordsFor(`${op}'s tick ${event}`, tick.words);
  }
  return problems;
}

const words = codeLabWords();

describe('every Code Lab block is wired everywhere', () => {
  it('has its look, palette words in English and Spanish, a Show-the-code line, stages, a run and ticks', () => {
    expect(wiringProblems(BLOCK_ENTRIES, words)).toEqual([]);
  });

  it('is a definition in palette order, one per op', () => {
    expect(BLOCK_ENTRIES.map((e) => e.op)).toEqual(Object.keys(BLOCKS));
    expect(BLOCK_KINDS).toEqual(BLOCK_KIND_LIST);
    for (const kind of BLOCK_KINDS) expect(kindOf(paletteBlock(kind).make('a'))).toBe(kind);
  });
});

describe('the check catches a half-defined block', () => {
  const without = (op: Op, broken: object): BlockEntry[] =>
    BLOCK_ENTRIES.map((e) => (e.op === op ? ({ ...e, ...broken } as unknown as BlockEntry) : e));

  it('without its Show-the-code line', () => {
    expect(wiringProblems(without('color', { code: undefined }), words)).toEqual(['color: no Show-the-code line']);
  });

  it('with a closing brace for a line (the old code-lines default)', () => {
    expect(wiringProblems(without('pen', { code: { line: () => '}' } }), words)).toEqual([
      'pen-down: no Show-the-code line',
      'pen-up: no Show-the-code line',
    ]);
  });

  it('without a stage', () => {
    expect(wiringProblems(without('collect', { stages: [] }), words)).toEqual(['collect: no place in the stages']);
  });

  it('without its look', () => {
    const blocks = BLOCKS.color.blocks.map((b) => ({ ...b, mark: '' }));
    expect(wiringProblems(without('color', { blocks }), words)).toEqual(['color: no mark (its look)']);
  });

  it('with palette words in English only, or in no language', () => {
    const sparkle = BLOCKS.color.blocks.map((b) => ({ ...b, labelKey: 'codeLab.block.sparkle' }));
    const fewer: Words = { en: words.en, es: new Set([...words.es].filter((k) => k !== 'codeLab.block.color')) };
    expect(wiringProblems(BLOCK_ENTRIES, fewer)).toEqual([
      "color's palette block has no words in es (codeLab.block.color)",
    ]);
    expect(wiringProblems(without('color', { blocks: sparkle }), words)).toEqual([
      "color's palette block has no words in en (codeLab.block.sparkle)",
      "color's palette block has no words in es (codeLab.block.sparkle)",
    ]);
  });

  it('a container without the line between its lists, or that makes no tick', () => {
    expect(wiringProblems(without('if', { code: { opens: () => 'if (x) {' } }), words)).toEqual(
      Array(4).fill('if: no Show-the-code line between its lists'),
    );
    expect(wiringProblems(without('call', { ticks: {} }), words)).toEqual(['tick call: no block makes it', 'call: makes no tick']);
  });

  it('a list without an op', () => {
    expect(wiringProblems(BLOCK_ENTRIES.filter((e) => e.op !== 'pen'), words)).toEqual([
      'pen: no definition',
      'pen-down: no palette block',
      'pen-up: no palette block',
      'tick pen-down: no block makes it',
      'tick pen-up: no block makes it',
    ]);
  });
});

// The lists that used to be written out beside the entries, now read from them: for the blocks
// there were then, the same blocks (a block added later joins them without changing these).
describe('what reads the definitions sees what it saw before', () => {
  const before = new Set<string>([...BLOCK_KIND_LIST.slice(0, 14)]);
  const eventsBefore = new Set<string>(TRACE_EVENTS.slice(0, 14));

  it('the blocks there were', () => {
    expect([...before]).toEqual([
      'forward', 'turn-left', 'turn-right', 'collect', 'repeat', 'until-goal', 'if-path-ahead',
      'if-path-left', 'if-path-right', 'if-on-item', 'call', 'pen-down', 'pen-up', 'color',
    ]);
  });

  it('version 2 blocks (the editor writes version 2 for them)', () => {
    expect(BLOCK_KINDS.filter((k) => before.has(k) && kindSince(k) === 2)).toEqual(['call', 'pen-down', 'pen-up', 'color']);
  });

  it('the ticks in which Ada is seen to do something (a Stop after one is a try)', () => {
    expect(TRACE_EVENTS.filter((e) => eventsBefore.has(e) && adaMovesIn(e))).toEqual([
      'move', 'draw', 'turn', 'collect', 'collect-nothing', 'crash', 'goal',
    ]);
  });

  it("the studio's palette, and the blocks a drawing may not hold", () => {
    expect(STUDIO_LEVEL.toolbox.filter((k) => before.has(k))).toEqual([
      'forward', 'turn-left', 'turn-right', 'repeat', 'pen-down', 'pen-up', 'color', 'call',
    ]);
    expect(BLOCK_KINDS.filter((k) => before.has(k) && !isStudioBlock(k))).toEqual([
      'collect', 'until-goal', 'if-path-ahead', 'if-path-left', 'if-path-right', 'if-on-item',
    ]);
  });
});

// The Game Lab's blocks (docs/product/code-lab.md#game-lab): only on a game's scene, in no
// version of Ada's programs, each with its JavaScript; and its event blocks, wired the same way.
describe("the Game Lab's blocks", () => {
  const gameKinds = BLOCK_KINDS.filter((k) => kindSince(k) === 3);

  it('are on the game stage only, with the loops and functions a child knows, and in version 3 only', () => {
    expect(kindsOfStage('game')).toEqual(['repeat', 'call', ...gameKinds]);
    for (const kind of gameKinds) {
      expect(isOfStage(kind, 'grid') || isOfStage(kind, 'pen'), kind).toBe(false);
      expect(kindSince(kind), kind).toBe(3);
    }
    expect(opsFor(2)).not.toContain('sprite-move');
    expect(opsFor(3)).toEqual([
      'repeat', 'call', 'sprite-move', 'sprite-turn', 'sprite-go', 'sprite-random', 'sprite-set',
      'sprite-change', 'score', 'say', 'sprite-show', 'if-touching', 'if-visible',
    ]);
  });

  it('shows each as JavaScript, a sprite by its JavaScript name', () => {
    const line = (stmt: Stmt) => {
      const code = codeOf(stmt);
      return 'line' in code ? code.line(stmt) : code.opens(stmt, 'i');
    };
    expect(
      [
        { id: 'a', op: 'sprite-move', sprite: 'cat', steps: 10 },
        { id: 'a', op: 'sprite-turn', sprite: 'red-car', dir: 'right', degrees: 15 },
        { id: 'a', op: 'sprite-turn', sprite: 'red-car', dir: 'left', degrees: 90 },
        { id: 'a', op: 'sprite-go', sprite: 'star-2', x: 0, y: 400 },
        { id: 'a', op: 'sprite-random', sprite: 'apple' },
        { id: 'a', op: 'sprite-set', sprite: 'cat', property: 'speed', value: 3 },
        { id: 'a', op: 'sprite-change', sprite: 'cat', property: 'x', by: -10 },
        { id: 'a', op: 'sprite-change', sprite: 'cat', property: 'direction', by: 45 },
        { id: 'a', op: 'score', by: 1 },
        { id: 'a', op: 'score', by: -2 },
        { id: 'a', op: 'say', sprite: 'robot', phrase: 'you-win' },
        { id: 'a', op: 'sprite-show', sprite: 'ball', shown: true },
        { id: 'a', op: 'sprite-show', sprite: 'ball', shown: false },
        { id: 'a', op: 'if-touching', sprite: 'blue-car', other: 'rock-2', then: [] },
        { id: 'a', op: 'if-visible', sprite: 'star', then: [] },
      ].map((s) => line(s as Stmt)),
    ).toEqual([
      'cat.moveForward(10);',
      'redCar.turnRight(15);',
      'redCar.turnLeft(90);',
      'star2.goTo(0, 400);',
      'apple.goToRandomSpot();',
      'cat.speed = 3;',
      'cat.x -= 10;',
      'cat.direction += 45;',
      'score += 1;',
      'score -= 2;',
      "robot.say('you-win');",
      'ball.show();',
      'ball.hide();',
      'if (blueCar.isTouching(rock2)) {',
      'if (star.visible) {',
    ]);
    expect(spriteCode('red-car')).toBe('redCar');
  });

  it('has every event block wired: its look, its words in English and Spanish, its handler line', () => {
    expect(EVENT_BLOCK_LIST.map((b) => b.kind)).toEqual(GAME_EVENTS);
    for (const block of EVENT_BLOCK_LIST) {
      expect(block.mark, block.kind).not.toBe('');
      for (const lang of ['en', 'es'] as const) expect(words[lang].has(block.labelKey), `${block.kind} ${lang}`).toBe(true);
      expect(handlerCode(block.make())).toMatch(/\(\) => \{$/);
    }
    expect(
      [
        { kind: 'start' },
        { kind: 'key', key: 'left' },
        { kind: 'tap', sprite: 'cat' },
        { kind: 'touch', sprite: 'cat', other: 'star-2' },
        { kind: 'tick' },
      ].map((event) => handlerCode(event as GameEvent)),
    ).toEqual([
      'onStart(() => {',
      "onKey('left', () => {",
      'onTap(cat, () => {',
      'onTouch(cat, star2, () => {',
      'everyTick(() => {',
    ]);
    expect(HANDLER_CLOSE).toBe('});');
  });
});

// The Sound Lab's blocks (docs/product/code-lab.md#sound-lab): only in a tune, in no version of
// Ada's programs nor a game's, each with its JavaScript.
describe("the Sound Lab's blocks", () => {
  const soundKinds = BLOCK_KINDS.filter((k) => kindSince(k) === 4);

  it('are on the sound stage only, with repeat and functions, and in version 4 only', () => {
    expect(soundKinds).toEqual(['play-note', 'play-drum', 'rest', 'tempo', 'sound-say', 'together']);
    expect(kindsOfStage('sound')).toEqual(['repeat', 'call', ...soundKinds]);
    for (const kind of soundKinds)
      expect(isOfStage(kind, 'grid') || isOfStage(kind, 'pen') || isOfStage(kind, 'game'), kind).toBe(false);
    expect(opsFor(2)).not.toContain('play-note');
    expect(opsFor(3)).not.toContain('play-note');
    expect(opsFor(4)).toEqual(['repeat', 'call', 'play-note', 'play-drum', 'rest', 'tempo', 'sound-say', 'together']);
  });

  it('shows each as JavaScript, together as two arrow functions', () => {
    const line = (stmt: Stmt) => {
      const code = codeOf(stmt);
      return 'line' in code ? code.line(stmt) : [code.opens(stmt, 'i'), code.between, code.closes];
    };
    expect(
      [
        { id: 'a', op: 'play-note', note: 'D4', length: 'quarter' },
        { id: 'a', op: 'play-drum', drum: 'hihat', length: 'eighth' },
        { id: 'a', op: 'rest', length: 'half' },
        { id: 'a', op: 'tempo', bpm: 120 },
        { id: 'a', op: 'sound-say', phrase: 'the-end' },
        { id: 'a', op: 'together', first: [], second: [] },
      ].map((s) => line(s as Stmt)),
    ).toEqual([
      "playNote('D4', 'quarter');",
      "playDrum('hihat', 'eighth');",
      "rest('half');",
      'setTempo(120);',
      "say('the-end');",
      ['together(() => {', '}, () => {', '});'],
    ]);
  });
});

// The Web Lab's blocks (docs/product/code-lab.md#web-lab): a page's parts on the web stage and the
// link between two houses on the network's, in version 5 only, each shown as the HTML it builds.
describe("the Web Lab's blocks", () => {
  it('are on the web or the network stage only, and in version 5 only', () => {
    expect(kindsOfStage('web')).toEqual([
      'web-heading',
      'web-paragraph',
      'web-picture',
      'web-list',
      'web-item',
      'web-row',
      'web-column',
      'web-link',
    ]);
    expect(kindsOfStage('network')).toEqual(['house-link']);
    for (const kind of BLOCK_KINDS.filter((k) => kindSince(k) === 5))
      for (const stage of ['grid', 'pen', 'game', 'sound'] as const) expect(isOfStage(kind, stage), kind).toBe(false);
    for (const version of [1, 2, 3, 4] as const) expect(opsFor(version)).not.toContain('web-heading');
    expect(opsFor(5)).toEqual([
      'web-heading',
      'web-paragraph',
      'web-picture',
      'web-list',
      'web-item',
      'web-box',
      'web-link',
      'house-link',
    ]);
  });

  it('shows each as the HTML it builds, a link between houses as a call', () => {
    const line = (stmt: Stmt) => {
      const code = codeOf(stmt);
      return 'line' in code ? code.line(stmt) : [code.opens(stmt, 'i'), code.closes];
    };
    expect(
      [
        { id: 'a', op: 'web-heading', size: 'big', starter: 'welcome', word: 'animals' },
        { id: 'a', op: 'web-heading', size: 'small', starter: 'i-like', word: 'music' },
        { id: 'a', op: 'web-paragraph', starter: 'favourite-animal', word: 'cat' },
        { id: 'a', op: 'web-picture', picture: 'tortoise' },
        { id: 'a', op: 'web-list', items: [] },
        { id: 'a', op: 'web-item', starter: 'favourite-food', word: 'pizza' },
        { id: 'a', op: 'web-box', direction: 'row', body: [] },
        { id: 'a', op: 'web-link', starter: 'go-to-page', word: 'books', page: 2 },
        { id: 'a', op: 'house-link', from: 'A', to: 'C' },
      ].map((s) => line(s as Stmt)),
    ).toEqual([
      '<h1>{welcome: animals}</h1>',
      '<h2>{i-like: music}</h2>',
      '<p>{favourite-animal: cat}</p>',
      '<img src="tortoise.svg">',
      ['<ul>', '</ul>'],
      '<li>{favourite-food: pizza}</li>',
      ['<div class="row">', '</div>'],
      '<a href="2">{go-to-page: books}</a>',
      "link('A', 'C');",
    ]);
  });
});
