// The pen studio's drawings are creations of kind `drawing` (docs/product/code-lab.md#free-drawing,
// docs/decisions/393-creations-by-kind.md): kept on this device under `codeLab.drawings` (a
// program read like a level's, with the studio's blocks: program-check.ts) and on the server.
import type { Program } from '../../../../domain/code-lab/program';
import { STUDIO_LEVEL } from '../../../../domain/code-lab/studio-paper';
import type { PersonKey } from '../../../lib/person-store';
import { creationsApi } from '../creations/creations-api';
import { deviceCreations } from '../creations/device-creations';
import { sendKept } from '../creations/send-kept';
import type { KeptKind } from '../creations/use-creations';
import { asLevelProgram } from '../program-check';

export const DEVICE_DRAWINGS_NAME = 'codeLab.drawings';

export const deviceDrawings = deviceCreations<Program>({
  name: DEVICE_DRAWINGS_NAME,
  idPrefix: 'd',
  programOf: (value) => asLevelProgram(STUDIO_LEVEL, value),
});

export const drawingsApi = creationsApi<Program>('drawing');

export const keptDrawings: KeptKind<Program> = { device: deviceDrawings, api: drawingsApi };

/** Drawings a signed-in person still keeps on this device go to the server (send-kept.ts). */
export const sendKeptDrawings = (person: PersonKey) => sendKept(deviceDrawings, drawingsApi, person);
