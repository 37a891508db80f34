/** Chromium's install prompt event (not in the TypeScript DOM library). */
export type BeforeInstallPromptEvent = Event & {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

// The install card loads when the browser is idle; the browser may offer the install before
// that. This tiny listener (part of the first load) keeps the offer until the card takes it.
let stashed: BeforeInstallPromptEvent | null = null;

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-bar away; our card offers the install instead.
    event.preventDefault();
    stashed = event as BeforeInstallPromptEvent;
  });
  window.addEventListener('appinstalled', () => {
    stashed = null;
  });
}

export const takeStashedInstallPrompt = (): BeforeInstallPromptEvent | null => stashed;
