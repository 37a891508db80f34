import { useEffect, useState } from 'react';
import { DELAYS_MS } from '../../../domain/constants';
import {
  INSTALL_DISMISSED_KEY,
  installCardMode,
  isDismissalActive,
  isIosDevice,
  isRunningStandalone,
  parseDismissedAt,
  type InstallCardMode,
} from './install-rules';

/** Chromium's install prompt event (not in the TypeScript DOM library). */
type BeforeInstallPromptEvent = Event & {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

// The browser may offer install before React has mounted anything, so the offer is caught
// as soon as this module loads (it is part of the first bundle) and kept here.
let offered: BeforeInstallPromptEvent | null = null;
let installedEarly = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-bar away; our card offers the install instead.
    event.preventDefault();
    offered = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    installedEarly = true;
    offered = null;
    notify();
  });
}

function readDismissedAt(): number | null {
  try {
    return parseDismissedAt(window.localStorage.getItem(INSTALL_DISMISSED_KEY));
  } catch {
    return null;
  }
}

const standaloneNow = () =>
  isRunningStandalone({
    displayModeStandalone: window.matchMedia?.('(display-mode: standalone)').matches ?? false,
    navigatorStandalone: (navigator as Navigator & { standalone?: boolean }).standalone,
  });

export function useInstallPrompt(): {
  mode: InstallCardMode;
  install(): Promise<void>;
  dismiss(): void;
} {
  const [standalone] = useState(standaloneNow);
  const [dismissed, setDismissed] = useState(() =>
    isDismissalActive(readDismissedAt(), Date.now()),
  );
  const [installed, setInstalled] = useState(installedEarly);
  const [promptEvent, setPromptEvent] = useState<BeforeInstallPromptEvent | null>(offered);
  const [ios] = useState(() => isIosDevice(navigator.userAgent, navigator.maxTouchPoints ?? 0));
  const [iosDelayElapsed, setIosDelayElapsed] = useState(false);

  useEffect(() => {
    const sync = () => {
      setPromptEvent(offered);
      if (installedEarly) setInstalled(true);
    };
    listeners.add(sync);
    sync();
    return () => {
      listeners.delete(sync);
    };
  }, []);

  useEffect(() => {
    if (!ios || standalone) return;
    const timer = setTimeout(() => setIosDelayElapsed(true), DELAYS_MS.iosInstallPrompt);
    return () => clearTimeout(timer);
  }, [ios, standalone]);

  return {
    mode: installCardMode({
      standalone,
      dismissed,
      installed,
      canPrompt: promptEvent !== null,
      ios,
      iosDelayElapsed,
    }),
    async install() {
      if (!promptEvent) return;
      // A prompt can be shown only once; whatever the answer, this one is used up.
      offered = null;
      setPromptEvent(null);
      try {
        await promptEvent.prompt();
        const choice = await promptEvent.userChoice;
        if (choice.outcome === 'accepted') setInstalled(true);
      } catch (error) {
        console.warn('install prompt failed', error);
      }
    },
    dismiss() {
      try {
        window.localStorage.setItem(INSTALL_DISMISSED_KEY, String(Date.now()));
      } catch (error) {
        console.warn('install card: could not remember the dismissal', error);
      }
      setDismissed(true);
    },
  };
}
