import type { NetworkProgram } from '../../../src/domain/code-lab/stages/web/web-program';

// The reference solutions of network.ts's puzzles, by level id: server-only
// (docs/decisions/260-solutions-stay-on-the-server.md).

/** A street's links from "A>B C>D": each a house-link block. */
const links = (pairs: string): NetworkProgram => ({
  version: 5,
  kind: 'network',
  links: pairs.split(' ').map((pair, i) => {
    const [from, to] = pair.split('>') as [never, never];
    return { id: `l${i + 1}`, op: 'house-link', from, to };
  }),
});

export const networkSolutions: Record<string, NetworkProgram> = {
  'network-1': links('A>B'),
  'network-2': links('A>B B>C C>D'),
  'network-3': links('A>B B>C C>B B>A'),
  'network-4': links('A>C C>E E>F'),
  'network-5': links('A>C C>E'),
  'network-6': links('C>A C>B C>D C>E D>F'),
};
