// The running commentary of a game, for a screen reader (docs/decisions/402-the-game-lab.md#the-scene):
// what changed between two frames a child should hear about (a touch begins, the score changes,
// a sprite says something, the game ends), said politely and at most once a second. What
// happens in between waits and is merged into the next announcement: touches once each, the
// latest score, the latest thing each sprite said. Pure, on frame numbers (30 frames = 1 second),
// never a clock, so its rule is tested frame by frame (commentary.test.ts).
import {
  FRAMES_PER_SECOND,
  type GameFrame,
  type Phrase,
  type SpriteId,
} from '../../../../../domain/code-lab/stages/game/game-types';
import type { Translate } from '../../../../../i18n/translate';
import { phraseWords, sentence, spriteWords } from './game-words';

/** Something a child hears about. */
export type GameNews =
  | { kind: 'touch'; sprite: SpriteId; other: SpriteId }
  | { kind: 'say'; sprite: SpriteId; phrase: Phrase }
  | { kind: 'score'; score: number }
  | { kind: 'end'; score: number };

/** At most one announcement in this many frames: one a second. */
export const ANNOUNCE_EVERY_FRAMES = FRAMES_PER_SECOND;

/** At most this many touches are named in one announcement; the rest are counted. */
const TOUCHES_NAMED = 3;

const pairKey = (a: SpriteId, b: SpriteId) => `${a}+${b}`;

/**
 * What is new in `after` since `before` (null: the game's first frame): touches that begin,
 * what a sprite starts to say, a changed score. A touch or a phrase that began and ended
 * between two frames the page showed is not seen (the player shows every frame unless the
 * device is too slow, and a contact lasts several frames).
 */
export function newsBetween(before: GameFrame | null, after: GameFrame): GameNews[] {
  const news: GameNews[] = [];
  const touchedBefore = new Set(before?.touching.map(([a, b]) => pairKey(a, b)));
  for (const [sprite, other] of after.touching)
    if (!touchedBefore.has(pairKey(sprite, other))) news.push({ kind: 'touch', sprite, other });
  const saidBefore = new Map(before?.sprites.map((s) => [s.id, s.saying]));
  for (const s of after.sprites)
    if (s.saying && s.visible && saidBefore.get(s.id) !== s.saying)
      news.push({ kind: 'say', sprite: s.id, phrase: s.saying });
  if (before && before.score !== after.score) news.push({ kind: 'score', score: after.score });
  return news;
}

/**
 * The news merged as one announcement says it: each touch once (in order), the last thing each
 * sprite said, then the latest score; the game's end (with its score) replaces the score.
 */
export function mergeNews(news: readonly GameNews[]): GameNews[] {
  const touches = new Map<string, GameNews>();
  const says = new Map<SpriteId, GameNews>();
  let score: GameNews | undefined;
  let end: GameNews | undefined;
  for (const item of news) {
    if (item.kind === 'touch') touches.set(pairKey(item.sprite, item.other), item);
    else if (item.kind === 'say') {
      says.delete(item.sprite);
      says.set(item.sprite, item);
    } else if (item.kind === 'score') score = item;
    else end = item;
  }
  return [...touches.values(), ...says.values(), ...(end ? [end] : score ? [score] : [])];
}

/** The commentary so far: when it last spoke, and what waits to be said. */
export type Commentary = { saidAt: number | null; waiting: GameNews[] };

export const silentCommentary: Commentary = { saidAt: null, waiting: [] };

/** The frame from which the waiting news may be said. */
export const nextAnnouncementAt = (state: Commentary): number =>
  state.saidAt === null ? 0 : state.saidAt + ANNOUNCE_EVERY_FRAMES;

/**
 * Adds `news` seen at `frame` and says what waits when a second has passed since the last
 * announcement: `say` is the merged news to announce now, or null (nothing, or too soon).
 */
export function commentate(
  state: Commentary,
  news: readonly GameNews[],
  frame: number,
): { state: Commentary; say: GameNews[] | null } {
  const waiting = news.length > 0 ? [...state.waiting, ...news] : state.waiting;
  if (waiting.length === 0 || frame < nextAnnouncementAt(state))
    return { state: { saidAt: state.saidAt, waiting }, say: null };
  return { state: { saidAt: frame, waiting: [] }, say: mergeNews(waiting) };
}

/** The words of one announcement: "The cat touches the star. The cat says “Yay!” The score is 2." */
export function newsWords(news: readonly GameNews[], t: Translate): string {
  const touches = news.filter((n) => n.kind === 'touch');
  const parts: string[] = [];
  for (const n of touches.slice(0, TOUCHES_NAMED))
    parts.push(
      sentence(
        t('gameScene.news.touch', {
          sprite: spriteWords(n.sprite, t),
          other: spriteWords(n.other, t),
        }),
      ),
    );
  if (touches.length > TOUCHES_NAMED)
    parts.push(
      sentence(t('gameScene.news.moreTouches', { count: touches.length - TOUCHES_NAMED })),
    );
  for (const n of news) {
    if (n.kind === 'say')
      parts.push(
        sentence(
          t('gameScene.news.says', {
            sprite: spriteWords(n.sprite, t),
            phrase: phraseWords(n.phrase, t),
          }),
        ),
      );
    else if (n.kind === 'score') parts.push(t('gameScene.news.score', { score: n.score }));
    else if (n.kind === 'end') parts.push(t('gameScene.news.end', { score: n.score }));
  }
  return parts.join(' ');
}
