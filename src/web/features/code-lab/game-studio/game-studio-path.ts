// Where the game studio is (docs/product/code-lab.md#the-game-studio): /code-lab/game-studio, a
// page of the level route (/code-lab/:levelId, whose ids are worlds' puzzles such as game-1 and
// can never be this one), so the first load of every page, which carries the router's table and
// paths.ts, did not grow by a byte for it.
export const GAME_STUDIO_ID = 'game-studio';
export const GAME_STUDIO_PATH = `/code-lab/${GAME_STUDIO_ID}`;
