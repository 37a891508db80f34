// Find My Keys' finders are creations of kind `finder` (docs/decisions/415-find-my-keys.md,
// docs/decisions/393-creations-by-kind.md): kept on this device under `codeLab.finders` (a program
// read as the server reads a finder: program-check.ts, asStudioFinder) and on the server.
import type { TrainingProgram } from '../../../../domain/code-lab/stages/vision/vision-program';
import type { PersonKey } from '../../../lib/person-store';
import { creationsApi } from '../creations/creations-api';
import { deviceCreations } from '../creations/device-creations';
import { sendKept } from '../creations/send-kept';
import type { KeptKind } from '../creations/use-creations';
import { asStudioFinder } from '../program-check';
import { DEVICE_FINDERS_NAME } from './find-my-keys-path';

export const deviceFinders = deviceCreations<TrainingProgram>({ name: DEVICE_FINDERS_NAME, idPrefix: 'f', programOf: asStudioFinder });

const findersApi = creationsApi<TrainingProgram>('finder');

export const keptFinders: KeptKind<TrainingProgram> = { device: deviceFinders, api: findersApi };

/** Finders a signed-in person still keeps on this device go to the server (send-kept.ts). */
export const sendKeptFinders = (person: PersonKey) => sendKept(deviceFinders, findersApi, person);
