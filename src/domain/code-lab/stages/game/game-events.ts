// A game's event blocks, one definition each (docs/product/code-lab.md#game-lab): "When the game
// starts", "When a key is pressed", "When a sprite is tapped", "When a sprite touches another",
// "Every tick". A handler is one of these with the blocks it runs. Like block-definitions.ts, each
// has its palette words (en in `label`, the catalogue's in `labelKey`), its look and its
// Show-the-code line; game-events.test.ts fails on a missing piece. No zod here: the page imports
// it.
import type { MessageKey } from '../../../../i18n/translate';
import { spriteCode } from '../../block-definitions';
import {
  GAME_EVENTS,
  GAME_KEYS,
  SPRITE_IDS,
  type GameEvent,
  type GameEventKind,
  type SpriteId,
} from './game-types';

type EventOf<K extends GameEventKind> = Extract<GameEvent, { kind: K }>;

export type EventBlock<K extends GameEventKind = GameEventKind> = {
  kind: K;
  /** English words (the API's messages). */
  label: string;
  labelKey: MessageKey;
  /** The small sign drawn on it (no emoji, no letters). */
  mark: string;
  /** The event a new handler of this kind waits for (the editor then sets its key or sprites). */
  make(): EventOf<K>;
  /** Show the code's first line; the handler's blocks follow one level in, then `});`. */
  opens(event: EventOf<K>): string;
};

/** Every event block, in the order a frame runs their handlers (GAME_EVENTS). */
export const EVENT_BLOCKS: { readonly [K in GameEventKind]: EventBlock<K> } = {
  start: {
    kind: 'start',
    label: 'When the game starts',
    labelKey: 'codeLab.event.start',
    mark: '⊳',
    make: () => ({ kind: 'start' }),
    opens: () => 'onStart(() => {',
  },
  key: {
    kind: 'key',
    label: 'When a key is pressed',
    labelKey: 'codeLab.event.key',
    mark: '⊡',
    make: () => ({ kind: 'key', key: GAME_KEYS[0] }),
    opens: (event) => `onKey('${event.key}', () => {`,
  },
  tap: {
    kind: 'tap',
    label: 'When a sprite is tapped',
    labelKey: 'codeLab.event.tap',
    mark: '⊙',
    make: () => ({ kind: 'tap', sprite: SPRITE_IDS[0] }),
    opens: (event) => `onTap(${spriteCode(event.sprite)}, () => {`,
  },
  touch: {
    kind: 'touch',
    label: 'When a sprite touches another',
    labelKey: 'codeLab.event.touch',
    mark: '⋈',
    make: () => ({ kind: 'touch', sprite: SPRITE_IDS[0], other: SPRITE_IDS[4] }),
    opens: (event) => `onTouch(${spriteCode(event.sprite)}, ${spriteCode(event.other)}, () => {`,
  },
  tick: {
    kind: 'tick',
    label: 'Every tick',
    labelKey: 'codeLab.event.tick',
    mark: '◷',
    make: () => ({ kind: 'tick' }),
    opens: () => 'everyTick(() => {',
  },
};

/** The event blocks as a list, in the order a frame runs them. */
export const EVENT_BLOCK_LIST: readonly EventBlock[] = GAME_EVENTS.map(
  (kind) => EVENT_BLOCKS[kind] as EventBlock,
);

/** A handler's first line in Show the code: `onKey('left', () => {`. */
export const handlerCode = (event: GameEvent): string =>
  (EVENT_BLOCKS[event.kind] as EventBlock).opens(event as never);

/** A handler's last line in Show the code. */
export const HANDLER_CLOSE = '});';

/** The sprites an event names (a tap's, a touch's two). */
export const spritesOfEvent = (event: GameEvent): SpriteId[] =>
  event.kind === 'tap' ? [event.sprite] : event.kind === 'touch' ? [event.sprite, event.other] : [];

/** Whether two events are the same (a touch of the cat and the star is one of the star and the cat). */
export function sameEvent(a: GameEvent, b: GameEvent): boolean {
  switch (a.kind) {
    case 'start':
    case 'tick':
      return b.kind === a.kind;
    case 'key':
      return b.kind === 'key' && b.key === a.key;
    case 'tap':
      return b.kind === 'tap' && b.sprite === a.sprite;
    case 'touch':
      return (
        b.kind === 'touch' &&
        ((b.sprite === a.sprite && b.other === a.other) || (b.sprite === a.other && b.other === a.sprite))
      );
  }
}
