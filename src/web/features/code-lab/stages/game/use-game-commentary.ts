// The running commentary of a game for a polite live region (docs/decisions/402-the-game-lab.md#the-scene):
// it watches every frame the page shows and says what changed at most once a second
// (commentary.ts, on frame numbers). Announcements waiting when no more frames come (the game
// is paused or over) are said when their second is up, by a timer. It speaks while a game plays,
// is paused or has just ended; before a game and after Stop it is quiet.
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../../i18n/use-t';
import type { GameFrame } from '../../../../../domain/code-lab/stages/game/game-types';
import {
  commentate,
  newsBetween,
  newsWords,
  nextAnnouncementAt,
  silentCommentary,
  type Commentary,
  type GameNews,
} from './commentary';
import { FRAME_MS } from './frame-clock';
import type { PlayerStatus } from './use-frame-player';

/** What the live region says now: the words, and how many announcements came before (to tell two alike apart). */
type Said = { news: GameNews[]; count: number } | null;

export function useGameCommentary(frame: GameFrame | null, status: PlayerStatus): string {
  const t = useT('gameScene');
  const [said, setSaid] = useState<Said>(null);
  const memory = useRef<{ state: Commentary; last: GameFrame | null; ended: boolean }>({
    state: silentCommentary,
    last: null,
    ended: false,
  });

  useEffect(() => {
    const m = memory.current;
    const speaking = status === 'playing' || status === 'paused' || status === 'ended';
    // A new game (its frames count from 0 again), or no game: start afresh.
    if (!speaking || !frame || (m.last && frame.frame < m.last.frame)) {
      m.state = silentCommentary;
      m.ended = false;
      if (!speaking) {
        m.last = frame;
        setSaid(null);
        return;
      }
    }
    if (!frame) return;
    const news = m.last === frame ? [] : newsBetween(m.last, frame);
    if (status === 'ended' && !m.ended) {
      m.ended = true;
      news.push({ kind: 'end', score: frame.score });
    }
    m.last = frame;
    const announce = (at: number, fresh: GameNews[]) => {
      const next = commentate(m.state, fresh, at);
      m.state = next.state;
      if (next.say) {
        const words = next.say;
        setSaid((before) => ({ news: words, count: (before?.count ?? 0) + 1 }));
      }
    };
    announce(frame.frame, news);
    if (m.state.waiting.length === 0) return;
    // What waits is said when its second is up: by the next frames while the game plays, else
    // by this timer (cleared as soon as another frame comes).
    const wait = (nextAnnouncementAt(m.state) - frame.frame) * FRAME_MS;
    const timer = setTimeout(() => announce(nextAnnouncementAt(m.state), []), Math.max(0, wait));
    return () => clearTimeout(timer);
  }, [frame, status]);

  if (!said) return '';
  // Two announcements alike in a row still change the region, so a screen reader says both.
  return said.count % 2 === 0 ? `${newsWords(said.news, t)}\u00a0` : newsWords(said.news, t);
}
