import { games as englishGames } from '../../../../content/games';
import { patternPuzzler } from '../../../../content/labs/vision-lab/learn-hub';
import type { MessageKey } from '../../../i18n/translate';
import { useContent, useT } from '../../i18n/use-t';
import { paths } from '../../lib/paths';
import { useLevel } from '../../lib/use-level';
import { isOpenAtLevel } from '../../../domain/points/level-gate';
import { HubCard, type HubCardStatus } from './hub-card';

// The games tab (docs/product.md#lessons-hub): Robot Maze and Debug Detective open their /play pages,
// Pattern Puzzler is locked until its level, then opens /play/pattern-puzzler
// (docs/decisions/416-pattern-puzzler.md). A game of the Games page keeps its title from there.
const cards: {
  id: string;
  heading?: MessageKey;
  blurb: MessageKey;
  icon: string;
  status: (level: number) => HubCardStatus;
}[] = [
  {
    id: 'robot-maze',
    blurb: 'learn.games.robotMaze',
    icon: '🤖',
    status: () => ({ kind: 'open', href: paths.game('robot-maze') }),
  },
  {
    id: 'debug-detective',
    blurb: 'learn.games.debugDetective',
    icon: '🔍',
    status: () => ({ kind: 'open', href: paths.game('debug-detective') }),
  },
  {
    id: 'pattern-puzzler',
    heading: 'learn.games.patternPuzzler.title',
    blurb: 'learn.games.patternPuzzler.description',
    icon: '🧩',
    status: (level) =>
      isOpenAtLevel(patternPuzzler.opensAtLevel, level)
        ? { kind: 'open', href: paths.game('pattern-puzzler') }
        : { kind: 'locked', unlockLevel: patternPuzzler.opensAtLevel },
  },
];

export function GamesCards() {
  const t = useT('learn');
  const games = useContent('games', 'games', englishGames);
  const level = useLevel();
  const titleOf = (id: string) => games.find((game) => game.id === id)?.title ?? id;
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <li key={card.id} className="grid">
          <HubCard
            title={card.heading ? t(card.heading) : titleOf(card.id)}
            description={t(card.blurb)}
            icon={card.icon}
            status={card.status(level)}
          />
        </li>
      ))}
    </ul>
  );
}
