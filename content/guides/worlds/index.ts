import type { WorldGuideWords } from '../guide-types';

// The Code Lab world guides (content/guides/worlds/<worldId>.ts), in the world map's order.
export const worldGuides: readonly WorldGuideWords[] = [];
