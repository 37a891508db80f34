// Words of /join, where a class child signs in with the class code, their nickname and two
// pictures (docs/product.md#classes). Plain words an 8-year-old can read; apart from the
// teacher's words so the join screen loads only its own.
export const joinMessages = {
  title: 'Sign in to your class',
  codeTitle: 'Type your class code',
  codeLabel: 'Class code',
  codeHint: 'Your teacher gives you a code with 6 letters and numbers.',
  codeInvalid: 'A class code has 6 letters and numbers.',
  next: 'Next',
  findingClass: 'Finding your class...',
  changeCode: 'Change the class code',
  whoTitle: 'Who are you?',
  whoIntro: 'Tap your name.',
  noChildren: 'This class has no children yet. Ask your teacher.',
  picturesTitle: (nickname: string) => `Hi, ${nickname}!`,
  picturesIntro: 'Tap your two secret pictures.',
  picturesLabel: 'Your two secret pictures',
  chosen: (count: number) => `${count} of 2 chosen`,
  twoAlready: 'You chose 2 pictures. Tap one of them again to take it away.',
  signIn: 'Sign in with my pictures',
  signingIn: 'Signing in...',
  notMe: (nickname: string) => `I am not ${nickname}`,
  // The server answers a wrong pair with these words too (class-messages.ts).
  wrongPictures: 'Those are not your pictures. Please try again.',
  wrongPicturesLastTry: 'Those are not your pictures. One more miss and you wait a minute.',
  wait: 'Wait a minute and try again.',
  waitSeconds: (seconds: number) =>
    seconds === 1 ? 'You can try again in 1 second.' : `You can try again in ${seconds} seconds.`,
  signedInAs: (name: string) => `You are signed in as ${name}.`,
  goLearn: 'Go to Learn',
  signOutChild: 'Not you? Sign out',
  signOutGrownUp: 'A child signs in here after you sign out.',
  signOut: 'Sign out',
  signOutFailed: 'We could not sign you out. Please try again.',
} as const;
