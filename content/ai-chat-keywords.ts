// The words that choose each of the AI practice chat's replies (content/lessons/ai-basics.ts,
// docs/product/lessons.md#introduction-to-ai), by topic id, as one text: words and phrases split by
// commas. A translation brings the words a child types in that language
// (docs/decisions/331-the-practice-chat-understands-spanish.md); they are matched together with the
// lesson's own keywords, each word counted once.
export const aiChatKeywords = {
  learn: 'learn, learns, learning, train, trained, teach, data',
  mistakes: 'mistake, mistakes, wrong, trust, lie, lies, errors',
  alive: 'alive, feel, feelings, think, human, person, conscious, friend, sad, happy',
  safety: 'safe, safety, secret, password, address, private, personal, dangerous',
  prompt: 'prompt, prompts, good question, better answer, better answers',
  robots: 'robot, robots, machine, machines',
  games: 'game, games, play, minecraft, chess, video game',
  sharks: 'shark, sharks',
  rain: 'rain, raining, rainy, weather, cloud, clouds',
  vague: 'stuff, tell me stuff',
  animals: 'animal, animals, dog, dogs, cat, cats, bird, birds, fish, shark, whale, elephant',
  drawing: 'draw, drawing, picture, pictures, art, paint, color, colour',
  stories: 'story, stories, poem, poems, write, book, books',
  jokes: 'joke, jokes, funny, laugh',
  school: 'homework, school, teacher, cheat, test',
  future: 'future, jobs, job, take over, world',
  'what-is-ai': 'what is ai, whats ai, what is artificial intelligence, ai, artificial intelligence, mean',
  hello: 'hello, hi, hey, good morning, your name, who are you',
} as const satisfies Readonly<Record<string, string>>;
