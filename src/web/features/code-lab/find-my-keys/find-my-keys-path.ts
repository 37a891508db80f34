// Where Find My Keys App is (docs/decisions/415-find-my-keys.md): /code-lab/find-my-keys, a page
// of the level route as the studios are (game-studio-path.ts says why): no level's id can be this
// one, and the first load does not grow. The projects page's card links here.
export const FIND_MY_KEYS_ID = 'find-my-keys';

/** Where this device keeps a person's finders (in the person store; kept-finders.ts reads them). */
export const DEVICE_FINDERS_NAME = 'codeLab.finders';
