import { describe, expect, it } from 'vitest';
import { INSTALL_DISMISS_MS } from '../../../domain/constants';
import {
  installCardMode,
  isDismissalActive,
  isIosDevice,
  isRunningStandalone,
  parseDismissedAt,
} from './install-rules';

const visible = {
  standalone: false,
  dismissed: false,
  installed: false,
  canPrompt: false,
  ios: false,
  iosDelayElapsed: false,
};

describe('installCardMode', () => {
  it('shows the Install card when the browser offers install', () => {
    expect(installCardMode({ ...visible, canPrompt: true })).toBe('install');
  });

  it('shows iOS instructions only after the delay, on iOS', () => {
    expect(installCardMode({ ...visible, ios: true })).toBe('hidden');
    expect(installCardMode({ ...visible, ios: true, iosDelayElapsed: true })).toBe('ios');
    expect(installCardMode({ ...visible, ios: false, iosDelayElapsed: true })).toBe('hidden');
  });

  it('stays hidden when nothing is offered', () => {
    expect(installCardMode(visible)).toBe('hidden');
  });

  it('stays hidden when installed, running standalone, accepted or dismissed, whatever else is true', () => {
    const offered = { ...visible, canPrompt: true, ios: true, iosDelayElapsed: true };
    expect(installCardMode({ ...offered, standalone: true })).toBe('hidden');
    expect(installCardMode({ ...offered, dismissed: true })).toBe('hidden');
    expect(installCardMode({ ...offered, installed: true })).toBe('hidden');
  });
});

describe('isRunningStandalone', () => {
  it('is true for display-mode standalone or navigator.standalone', () => {
    expect(isRunningStandalone({ displayModeStandalone: true })).toBe(true);
    expect(isRunningStandalone({ displayModeStandalone: false, navigatorStandalone: true })).toBe(
      true,
    );
    expect(isRunningStandalone({ displayModeStandalone: false, navigatorStandalone: false })).toBe(
      false,
    );
    expect(isRunningStandalone({ displayModeStandalone: false })).toBe(false);
  });
});

describe('isIosDevice', () => {
  it('recognises iPhone, iPad and iPadOS-as-Mac with touch', () => {
    expect(isIosDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', 5)).toBe(true);
    expect(isIosDevice('Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X)', 5)).toBe(true);
    expect(isIosDevice('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe(true);
  });

  it('does not mistake a Mac without touch, Android or Windows for iOS', () => {
    expect(isIosDevice('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0)).toBe(false);
    expect(isIosDevice('Mozilla/5.0 (Linux; Android 14; Pixel 8)', 5)).toBe(false);
    expect(isIosDevice('Mozilla/5.0 (Windows NT 10.0; Win64; x64)', 0)).toBe(false);
  });
});

describe('dismissal', () => {
  const now = 1_800_000_000_000;

  it('hides the card for 24 hours after a close', () => {
    expect(isDismissalActive(now, now)).toBe(true);
    expect(isDismissalActive(now - INSTALL_DISMISS_MS + 1, now)).toBe(true);
    expect(isDismissalActive(now - INSTALL_DISMISS_MS, now)).toBe(false);
    expect(isDismissalActive(null, now)).toBe(false);
  });

  it('ignores a dismissal time in the future', () => {
    expect(isDismissalActive(now + 60_000, now)).toBe(false);
  });

  it('reads only whole-number timestamps from storage', () => {
    expect(parseDismissedAt(String(now))).toBe(now);
    expect(parseDismissedAt(null)).toBeNull();
    expect(parseDismissedAt('yesterday')).toBeNull();
    expect(parseDismissedAt('-5')).toBeNull();
    expect(parseDismissedAt('1e20')).toBeNull();
  });
});
