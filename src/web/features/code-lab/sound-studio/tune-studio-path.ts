// Where the tune studio is (docs/decisions/406-the-sound-lab.md#the-studio-and-the-class-gallery):
// /code-lab/sound-studio, a page of the level route as the game studio is (game-studio-path.ts
// says why): no level's id can be this one, and the first load does not grow.
export const TUNE_STUDIO_ID = 'sound-studio';
export const TUNE_STUDIO_PATH = `/code-lab/${TUNE_STUDIO_ID}`;
