import { INSTALL_DISMISS_MS } from '../../../domain/constants';

// The install prompt rules (docs/product.md#install-card), as pure functions so they can be tested without a browser.
export const INSTALL_DISMISSED_KEY = 'installPromptDismissedAt';

/** Already running as an installed app: display-mode standalone, or iOS's navigator.standalone. */
export const isRunningStandalone = (env: {
  displayModeStandalone: boolean;
  navigatorStandalone?: boolean;
}): boolean => env.displayModeStandalone || env.navigatorStandalone === true;

/** iPhone, iPod, iPad, and iPadOS (which reports itself as a Mac with a touch screen). */
export const isIosDevice = (userAgent: string, maxTouchPoints: number): boolean =>
  /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);

/** The stored dismissal time, or null when there is none or it is not a sane timestamp. */
export function parseDismissedAt(raw: string | null): number | null {
  if (raw === null || !/^\d{1,16}$/.test(raw.trim())) return null;
  return Number(raw);
}

/** A close hides the card for 24 hours (docs/product.md#install-card). A time in the future is treated as bogus. */
export const isDismissalActive = (dismissedAt: number | null, now: number): boolean =>
  dismissedAt !== null && now >= dismissedAt && now - dismissedAt < INSTALL_DISMISS_MS;

export type InstallCardMode = 'hidden' | 'install' | 'ios';

export function installCardMode(state: {
  standalone: boolean;
  dismissed: boolean;
  /** The visitor accepted the browser's install prompt (or the app was installed). */
  installed: boolean;
  /** The browser fired beforeinstallprompt and the prompt has not been used yet. */
  canPrompt: boolean;
  ios: boolean;
  /** DELAYS_MS.iosInstallPrompt has passed since the page loaded. */
  iosDelayElapsed: boolean;
}): InstallCardMode {
  if (state.standalone || state.dismissed || state.installed) return 'hidden';
  if (state.canPrompt) return 'install';
  if (state.ios && state.iosDelayElapsed) return 'ios';
  return 'hidden';
}
