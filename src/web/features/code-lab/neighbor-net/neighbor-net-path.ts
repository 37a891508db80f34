// Where NeighborNet App is (docs/decisions/411-neighbornet.md): /code-lab/neighbor-net, a page of
// the level route as the studios are (game-studio-path.ts says why): no level's id can be this
// one, and the first load does not grow. The projects page's card links here from level 3.
export const NEIGHBOR_NET_ID = 'neighbor-net';

/** Where this device keeps a person's houses (in the person store; kept-houses.ts reads them). */
export const DEVICE_HOUSES_NAME = 'codeLab.houses';
