// NeighborNet's houses are creations of kind `page` (docs/decisions/411-neighbornet.md,
// docs/decisions/393-creations-by-kind.md): kept on this device under `codeLab.houses` (a program
// read as the server checks a house: program-check.ts, asStudioPage) and on the server.
import type { PageProgram } from '../../../../domain/code-lab/stages/web/web-program';
import type { PersonKey } from '../../../lib/person-store';
import { creationsApi } from '../creations/creations-api';
import { deviceCreations } from '../creations/device-creations';
import { sendKept } from '../creations/send-kept';
import type { KeptKind } from '../creations/use-creations';
import { asStudioPage } from '../program-check';
import { DEVICE_HOUSES_NAME } from './neighbor-net-path';

const deviceHouses = deviceCreations<PageProgram>({ name: DEVICE_HOUSES_NAME, idPrefix: 'h', programOf: asStudioPage });

const housesApi = creationsApi<PageProgram>('page');

export const keptHouses: KeptKind<PageProgram> = { device: deviceHouses, api: housesApi };

/** Houses a signed-in person still keeps on this device go to the server (send-kept.ts). */
export const sendKeptHouses = (person: PersonKey) => sendKept(deviceHouses, housesApi, person);
