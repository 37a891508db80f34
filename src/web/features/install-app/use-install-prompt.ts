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

import { takeStashedInstallPrompt, type BeforeInstallPromptEvent } from './early-capture';

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
  const [installed, setInstalled] = useState(false);
  const [promptEvent, setPromptEvent] = useState<BeforeInstallPromptEvent | null>(takeStashedInstallPrompt);
  const [ios] = useState(() => isIosDevice(navigator.userAgent, navigator.maxTouchPoints ?? 0));
  const [iosDelayElapsed, setIosDelayElapsed] = useState(false);

  useEffect(() => {
    const onPrompt = (event: Event) => {
      // Keep the browser's own mini-bar away; our card offers the install instead.
      event.preventDefault();
      setPromptEvent(event as BeforeInstallPromptEvent);
    };
    const onInstalled = () => setInstalled(true);
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    // An offer that came between the first render and this listener was kept by early-capture.
    const early = takeStashedInstallPrompt();
    if (early) setPromptEvent((current) => current ?? early);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
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
