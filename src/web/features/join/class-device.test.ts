import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CLASS_CODE_KEY,
  CLASS_DEVICE_KEY,
  forgetClassCode,
  readClassCode,
  rememberClassCode,
} from './class-device';

describe('the class code on this device', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('remembers the code of a class found, and marks the device as a class device', () => {
    expect(readClassCode()).toBeNull();
    rememberClassCode('ABC234');
    expect(readClassCode()).toBe('ABC234');
    expect(localStorage.getItem(CLASS_CODE_KEY)).toBe('ABC234');
    expect(localStorage.getItem(CLASS_DEVICE_KEY)).toBe('1');
  });

  it('forgets the code when the child changes it, and stays a class device', () => {
    rememberClassCode('ABC234');
    forgetClassCode();
    expect(readClassCode()).toBeNull();
    expect(localStorage.getItem(CLASS_DEVICE_KEY)).toBe('1');
  });

  it('reads a code typed in lower case with spaces as the server does', () => {
    localStorage.setItem(CLASS_CODE_KEY, ' abc 234 ');
    expect(readClassCode()).toBe('ABC234');
  });

  it('forgets a stored code that cannot be one (wrong letters or length)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const bad of ['ABC1O4', 'ABC23', 'ABC2345', '{"x":1}']) {
      localStorage.setItem(CLASS_CODE_KEY, bad);
      expect(readClassCode()).toBeNull();
      expect(localStorage.getItem(CLASS_CODE_KEY)).toBeNull();
    }
    expect(warn).toHaveBeenCalled();
  });

  it('keeps working when the storage refuses (private mode, full)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    expect(() => rememberClassCode('ABC234', refusing)).not.toThrow();
    expect(readClassCode(refusing)).toBeNull();
    expect(() => forgetClassCode(refusing)).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(3);
  });
});
