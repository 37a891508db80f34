// What a lesson's hands-on activity is called in the "Points Earned!" toast ("+10 points for
// <reason>", docs/product.md#messages), by activity id. Apart from the curriculum, which every
// first load carries: only the toast reads these, from the saves' chunk, in the child's language.
/** Each activity's reason, by its id (content/curriculum.ts and the labs' doors name the ids). */
export const activityReasons: Readonly<Record<string, string>> = {
  'code-builder': 'building your first program',
  'morning-routine': 'putting the morning routine in order',
  'robot-dance': 'finishing the robot dance',
  'pattern-practice': 'solving the pattern puzzles',
  'weather-helper': 'finishing the Weather Helper',
  'ai-chat': 'practising with the AI chat',
  'chorus-dance': 'building the chorus dance',
  'counting-boxes': 'filling the counting boxes',
  'object-workshop': 'finishing the Object Workshop',
  'game-wiring': 'making the tiny game work',
  'beat-maker': 'making a drum beat',
  'safe-page': 'sorting what is safe to share',
  'key-finder': 'training a key finder',
};
