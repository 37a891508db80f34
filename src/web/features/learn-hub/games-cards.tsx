import { paths } from '../../lib/paths';
import { HubCard, type HubCardStatus } from './hub-card';

// The games tab (docs/product.md#lessons-hub): Robot Maze and Debug Detective open their /play pages,
// Pattern Puzzler is locked (Level 4).
const games: {
  id: string;
  title: string;
  description: string;
  icon: string;
  status: HubCardStatus;
}[] = [
  {
    id: 'robot-maze',
    title: 'Robot Maze',
    description: 'Guide the robot to the flag. The fewer moves, the more points!',
    icon: '🤖',
    status: { kind: 'open', href: paths.game('robot-maze') },
  },
  {
    id: 'debug-detective',
    title: 'Debug Detective',
    description: 'Hunt down the bugs hiding in little programs.',
    icon: '🔍',
    status: { kind: 'open', href: paths.game('debug-detective') },
  },
  {
    id: 'pattern-puzzler',
    title: 'Pattern Puzzler',
    description: 'Crack tricky patterns of shapes, colors and numbers.',
    icon: '🧩',
    status: { kind: 'locked', unlockLevel: 4 },
  },
];

export function GamesCards() {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {games.map((game) => (
        <li key={game.id} className="grid">
          <HubCard
            title={game.title}
            description={game.description}
            icon={game.icon}
            status={game.status}
          />
        </li>
      ))}
    </ul>
  );
}
