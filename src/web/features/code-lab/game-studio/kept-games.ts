// The game studio's games are creations of kind `game` (docs/product/code-lab.md#the-game-studio,
// docs/decisions/393-creations-by-kind.md): kept on this device under `codeLab.games` (a program
// read as the server checks a game: program-check.ts, asStudioGame) and on the server.
import type { GameProgram } from '../../../../domain/code-lab/stages/game/game-program';
import type { PersonKey } from '../../../lib/person-store';
import { creationsApi } from '../creations/creations-api';
import { deviceCreations } from '../creations/device-creations';
import { sendKept } from '../creations/send-kept';
import type { KeptKind } from '../creations/use-creations';
import { asStudioGame } from '../program-check';

export const DEVICE_GAMES_NAME = 'codeLab.games';

export const deviceGames = deviceCreations<GameProgram>({ name: DEVICE_GAMES_NAME, idPrefix: 'g', programOf: asStudioGame });

const gamesApi = creationsApi<GameProgram>('game');

export const keptGames: KeptKind<GameProgram> = { device: deviceGames, api: gamesApi };

/** Games a signed-in person still keeps on this device go to the server (send-kept.ts). */
export const sendKeptGames = (person: PersonKey) => sendKept(deviceGames, gamesApi, person);
