// The tune studio's tunes are creations of kind `tune`
// (docs/decisions/406-the-sound-lab.md#the-studio-and-the-class-gallery,
// docs/decisions/393-creations-by-kind.md): kept on this device under `codeLab.tunes` (a program
// read as the server checks a tune: program-check.ts, asStudioTune) and on the server.
import type { TuneProgram } from '../../../../domain/code-lab/stages/sound/tune-program';
import type { PersonKey } from '../../../lib/person-store';
import { creationsApi } from '../creations/creations-api';
import { deviceCreations } from '../creations/device-creations';
import { sendKept } from '../creations/send-kept';
import type { KeptKind } from '../creations/use-creations';
import { asStudioTune } from '../program-check';

export const DEVICE_TUNES_NAME = 'codeLab.tunes';

export const deviceTunes = deviceCreations<TuneProgram>({ name: DEVICE_TUNES_NAME, idPrefix: 't', programOf: asStudioTune });

const tunesApi = creationsApi<TuneProgram>('tune');

export const keptTunes: KeptKind<TuneProgram> = { device: deviceTunes, api: tunesApi };

/** Tunes a signed-in person still keeps on this device go to the server (send-kept.ts). */
export const sendKeptTunes = (person: PersonKey) => sendKept(deviceTunes, tunesApi, person);
