// What a class device remembers (docs/product.md#classes): the class code, so children type it
// once per device, and that the device is a class's, so guest data found on it is never offered
// to a child who signs in (the "Are they yours?" question skips on a class device).
import { isJoinCode, normalizeJoinCode } from '../../../domain/classes/class-limits';

export const CLASS_CODE_KEY = 'classCode';
/** '1' on a device where /join found a class. Read by the family screens' guest-data question. */
export const CLASS_DEVICE_KEY = 'classDevice';

const storageOr = (storage?: Storage): Storage | null => {
  try {
    return storage ?? window.localStorage;
  } catch {
    return null; // storage switched off: nothing is remembered
  }
};

/** The remembered class code, or null; a code that is not well formed is forgotten. */
export function readClassCode(storage?: Storage): string | null {
  const store = storageOr(storage);
  try {
    const raw = store?.getItem(CLASS_CODE_KEY) ?? null;
    if (raw === null) return null;
    const code = normalizeJoinCode(raw);
    if (isJoinCode(code)) return code;
    console.warn('class code: forgetting a code that is not well formed');
    store?.removeItem(CLASS_CODE_KEY);
  } catch (error) {
    console.warn('class code: could not read', error);
  }
  return null;
}

/** Keeps the code of the class found, and marks the device as a class device. */
export function rememberClassCode(code: string, storage?: Storage): void {
  const store = storageOr(storage);
  try {
    store?.setItem(CLASS_CODE_KEY, code);
    store?.setItem(CLASS_DEVICE_KEY, '1');
  } catch (error) {
    console.warn('class code: could not save', error);
  }
}

/** "Change the class code": the device forgets the code (it stays a class device). */
export function forgetClassCode(storage?: Storage): void {
  try {
    storageOr(storage)?.removeItem(CLASS_CODE_KEY);
  } catch (error) {
    console.warn('class code: could not clear', error);
  }
}
