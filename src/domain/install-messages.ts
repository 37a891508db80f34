// Words of the install card: apart from messages.ts so they load with the card, after the
// first paint (decisions 004 and 105).
import { brand } from './brand';

export const installMessages = {
  title: `Put ${brand.mascot} on your home screen`,
  text: 'Install the app to open it with one tap, like a game.',
  installButton: 'Install',
  close: 'Close the install card',
  iosSteps: 'Tap the Share button, then tap "Add to Home Screen".',
} as const;
