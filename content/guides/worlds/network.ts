import type { WorldGuideWords } from '../guide-types';

// The NeighborNet guide (content/code-lab/network.ts): houses on a street, one-way links between
// them, and a message that hops along the links; a first look at networks.
export const networkGuide: WorldGuideWords = {
  kind: 'world',
  worldId: 'network',
  objective:
    'Children link houses on a street so a message hops from house to house, and find the fewest hops, a route through one house, and a way to reach everyone.',
  vocabulary: [
    { term: 'network', meaning: 'Computers, or houses, joined by links so messages can travel between them.' },
    { term: 'link', meaning: 'A one-way path from one house to another.' },
    { term: 'hop', meaning: 'One step of a message, along one link.' },
    { term: 'route', meaning: 'The houses a message passes, one hop after another.' },
    { term: 'letterbox', meaning: 'The house every message must pass on its way.' },
  ],
  warmUp: {
    title: 'Pass the note',
    minutes: 10,
    materials: ['Six chairs in a row, labelled A to F', 'A folded note', 'String or chalk arrows for links'],
    steps: [
      'Six children sit on the chairs; a note may only be handed along an arrow, one hand-over per clap.',
      'Draw arrows A to B, B to C, and so on. Count the claps the note takes from A to F.',
      'Add an arrow that skips a chair, A to C. Ask: how many claps now?',
      'Make C the letterbox: the note must pass C. Which arrows still work?',
      'Ask: can C\'s news reach everyone? Which arrows are missing?',
    ],
  },
  discussion: [
    'Why does a link from A to B not bring a message back from B to A?',
    'How do you find the route with the fewest hops?',
    'On the internet, a message passes many computers on its way. Why might that matter?',
  ],
  standards: [
    {
      code: '1B-NI-04',
      how: 'Children model how a message travels through a network, hop by hop from one house to the next, until it arrives.',
    },
    {
      code: '1B-AP-08',
      how: 'Children compare routes and pick the one with the fewest hops.',
    },
    {
      code: '1B-AP-15',
      how: 'Each check sends the message and says where it stopped, and children add or change links until it arrives.',
    },
  ],
  lessons: ['web-dev'],
  mistakes: {
    'network-1': ['Links B to A, so the message from A goes nowhere. Ask: "Which house does the message start at?"'],
    'network-2': [
      'Leaves a gap, with no link from B to C. Ask: "Where does the message stop?"',
      'Links the houses from D back to A. Ask: "Which way does each link go?"',
    ],
    'network-3': [
      'Makes the chain from A to C only. Ask: "Can C\'s answer travel back along the same links?"',
      'Links C to B but not B to A. Ask: "Where does the answer stop?"',
    ],
    'network-4': [
      'Skips one house, from A to C, so the message still takes 4 hops. Ask: "Where else can a link skip a house?"',
      'Skips from B to D and from C to E, so every route still takes 4 hops. Ask: "Which house does the message start at?"',
    ],
    'network-5': [
      'Links C to E but nothing to C, so the message never passes the letterbox. Ask: "How does a message get to C?"',
      'Gets the message to C but not on from C. Ask: "Where does C send it next?"',
    ],
    'network-6': [
      'Links C to the houses next door only, so A, E and F never hear. Ask: "How far can one link reach?"',
      'Reaches F in 3 hops, along D and E. Ask: "Which link from C reaches furthest?"',
    ],
  },
};
