import { describe, expect, it } from 'vitest';
import { createElement, type ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { AuthProvider, USER_QUERY_KEY } from '../../../../lib/auth';
import { personStore } from '../../../../lib/person-store';
import { createQueryClient } from '../../../../lib/query-client';
import {
  asSoundSettings,
  DEFAULT_SOUND,
  SOUND_SETTINGS_NAME,
  useSoundSettings,
} from './sound-settings';
import { noteHz } from './sound-synth';

// The volume and mute a person keeps on this device, and the notes' pitches
// (docs/decisions/406-the-sound-lab.md#the-page-roll-sound-and-level-page).

describe('the sound settings', () => {
  it('read anything an older build or a hand may have written as settings from the lists', () => {
    expect(asSoundSettings(null)).toEqual(DEFAULT_SOUND);
    expect(asSoundSettings({ volume: 0.5, muted: true })).toEqual({ volume: 0.5, muted: true });
    expect(asSoundSettings({ volume: 7, muted: 'yes' })).toEqual({ volume: 0.75, muted: false });
    expect(asSoundSettings('loud')).toEqual(DEFAULT_SOUND);
  });

  it("are kept under the person's key: one person's are not another's", async () => {
    const as = (user: { id: number }) => {
      const queryClient = createQueryClient();
      queryClient.setQueryData(USER_QUERY_KEY, { ...user, email: 'kid@example.com', points: 0 });
      const wrapper = ({ children }: { children: ReactNode }) =>
        createElement(
          QueryClientProvider,
          { client: queryClient },
          createElement(AuthProvider, null, children),
        );
      return renderHook(() => useSoundSettings(), { wrapper });
    };
    const mia = as({ id: 7 });
    expect(mia.result.current[0]).toEqual(DEFAULT_SOUND);
    act(() => mia.result.current[1]({ volume: 0.25, muted: true }));
    expect(mia.result.current[0]).toEqual({ volume: 0.25, muted: true });
    expect(personStore.read('user-7', SOUND_SETTINGS_NAME)).toEqual({ volume: 0.25, muted: true });
    mia.unmount();
    // Read again on this device once awake: Mia's stay hers, Leo has the default.
    await waitFor(() =>
      expect(as({ id: 7 }).result.current[0]).toEqual({ volume: 0.25, muted: true }),
    );
    expect(as({ id: 8 }).result.current[0]).toEqual(DEFAULT_SOUND);
    expect(personStore.read('guest', SOUND_SETTINGS_NAME)).toBeNull();
  });
});

describe("the notes' pitches", () => {
  it('are equal-tempered from A4 = 440 Hz', () => {
    expect(noteHz('A4')).toBe(440);
    expect(noteHz('C4')).toBeCloseTo(261.63, 2);
    expect(noteHz('C5')).toBeCloseTo(2 * noteHz('C4'), 9);
    expect(noteHz('C6')).toBeCloseTo(1046.5, 1);
  });
});
