import type { WorldGuideWords } from '../guide-types';
import { birthdayGuide } from './birthday';
import { debugGuide } from './debug';
import { functionGuide } from './function';
import { gameGuide } from './game';
import { lostFinderGuide } from './lost-finder';
import { networkGuide } from './network';
import { penGuide } from './pen';
import { racerGuide } from './racer';
import { soundGuide } from './sound';
import { techLabGuide } from './tech-lab';
import { visionGuide } from './vision';
import { webGuide } from './web';

// The Code Lab worlds' guides, in the world map's order (codeLabWorlds, then the Game Lab's
// gameLabWorlds, the Sound Lab's soundLabWorlds, the Web Lab's webLabWorlds and the Vision Lab's
// visionLabWorlds, in content/code-lab/levels.ts); worlds.test.ts checks each covers every level of
// its world.
export const worldGuides: readonly WorldGuideWords[] = [
  birthdayGuide,
  techLabGuide,
  lostFinderGuide,
  debugGuide,
  penGuide,
  functionGuide,
  gameGuide,
  racerGuide,
  soundGuide,
  webGuide,
  networkGuide,
  visionGuide,
];
