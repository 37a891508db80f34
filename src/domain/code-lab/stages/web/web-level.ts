// A level of the Web Lab (docs/product/code-lab.md#web-lab): a page level (world `web`), whose
// goal is an ordered list of parts and rules a page program must have, and a network level
// (world `network`), whose street of houses is fixed and whose goals are about where a message
// goes along the child's links. A check asks the goals in order; the first not met is the words
// the child reads ("Your page needs a second paragraph."). The programs are in web-program.ts.
import type { Level, LevelBase } from '../../level-types';
import type { HouseId, WebPicture, WebStarter } from './web-types';
import type { PageProgram } from './web-program';

/**
 * One part or rule of a page level's goal, on the page `page` (1..3; 1 when not given):
 * `title`: the page has a title; `heading`: a heading (big when `size` says so);
 * `paragraphs`: at least `count` paragraphs (about `starter` when given: a paragraph that starts
 * so); `pictures`: at least `count` pictures (this `picture` when given); `list`: a list of at
 * least `items` items; `readable`: its text colour on its background has a contrast of at least
 * READABLE_CONTRAST (4.5:1); `row`: a row holding at least `pictures` pictures; `pages`: the house
 * has at least `count` pages; `link`: the page links to page `to`.
 * @public shared with the page and the server.
 */
export type WebPart = { page?: 1 | 2 | 3 } & (
  | { kind: 'title' }
  | { kind: 'heading'; size?: 'big' | 'small' }
  | { kind: 'paragraphs'; count: number; starter?: WebStarter }
  | { kind: 'pictures'; count: number; picture?: WebPicture }
  | { kind: 'list'; items: number }
  | { kind: 'readable' }
  | { kind: 'row'; pictures: number }
  | { kind: 'pages'; count: number }
  | { kind: 'link'; to: 1 | 2 | 3 }
);

export type WebLevel = LevelBase & {
  kind: 'web';
  /** Checked in this order; the first part not met is the feedback. */
  parts: readonly WebPart[];
  /** The page the level opens with (the colours level's is hard to read); else one empty page. */
  startPage?: PageProgram;
};

/** A house of a network level: where it stands on the street and whether it has the letterbox. @public shared with the page and the server. */
export type StreetHouse = { id: HouseId; letterbox?: true };

/**
 * One goal of a network level, about a message sent from house `from` along the links (the
 * level's and the child's, one hop each): `reach`: it reaches `to` in at most `hops` hops (the
 * fewest the street allows); `via`: it reaches `to` by way of the house with the letterbox;
 * `everyone`: it reaches every house of the street.
 * @public shared with the page and the server.
 */
export type NetworkGoal =
  | { kind: 'reach'; from: HouseId; to: HouseId; hops: number }
  | { kind: 'via'; from: HouseId; to: HouseId }
  | { kind: 'everyone'; from: HouseId };

/** A link the street has before the child adds any (drawn, and not one of the child's blocks). @public shared with the page and the server. */
export type StreetLink = { from: HouseId; to: HouseId };

export type NetworkLevel = LevelBase & {
  kind: 'network';
  /** The street's houses, left to right (2 to 8 of HOUSE_IDS, in that order). */
  houses: readonly StreetHouse[];
  /**
   * How far a link reaches along the street: a house links only to a house at most this many
   * places away (so some messages need more than one hop).
   */
  reach: number;
  links: readonly StreetLink[];
  /** Checked in this order; the first goal not met is the feedback. */
  goals: readonly NetworkGoal[];
};

/** @public shared with the page and the server. */
export const isWebLevel = (level: Level): level is WebLevel => level.kind === 'web';
/** @public shared with the page and the server. */
export const isNetworkLevel = (level: Level): level is NetworkLevel => level.kind === 'network';
