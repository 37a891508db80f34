import { aiChatActivity, type AiChatReplies } from '../../src/domain/lessons/ai-chat';
import type { LessonContent } from '../../src/domain/lessons/lesson-types';

// The Introduction to AI lesson (docs/product/lessons.md#introduction-to-ai): Learn text, quiz, and the practice chat's
// example prompts and authored replies (docs/product/lessons.md#introduction-to-ai: chosen by keywords, never a model).
export const aiBasicsLesson = {
  lessonId: 'ai-basics',
  learn: [
    {
      id: 'what-is-ai',
      heading: 'What is AI?',
      paragraphs: [
        'AI stands for Artificial Intelligence. It is a kind of computer program that can learn from examples and then make good guesses.',
        'You may have met AI already: a phone that understands your voice, a map that finds the fastest way home, or a game character that plays against you.',
        'AI is not alive and it does not have feelings. It is a clever tool that people build.',
      ],
    },
    {
      id: 'how-ai-learns',
      heading: 'How does AI learn?',
      paragraphs: [
        'AI learns from data. Data means lots and lots of examples, like thousands of pictures of cats and dogs.',
        'While it looks at the examples, the computer builds a model. A model is what the AI has learned, a bit like a brain made of numbers.',
        'Later the AI uses its model to guess things about something new, like whether a new picture shows a cat or a dog.',
      ],
    },
    {
      id: 'prompts',
      heading: 'Talking to AI: prompts',
      paragraphs: [
        'The question or instruction you give an AI is called a prompt. Better prompts get better answers!',
      ],
      bullets: [
        'Be specific: say exactly what you want. "Tell me three facts about sharks" beats "Tell me stuff".',
        'Set the audience: say who the answer is for. "Explain rain to a 9-year-old."',
        'Be creative: ask for a poem, a story or a joke to make learning fun.',
      ],
    },
    {
      id: 'golden-rules',
      heading: 'The four AI golden rules',
      paragraphs: ['Keep these rules in mind every time you use AI:'],
      bullets: [
        'Check the answer: AI can make mistakes, so check with a book or a grown-up.',
        'Keep secrets safe: never share your full name, address, school or passwords.',
        'Ask a grown-up first before you use an AI tool.',
        'Be honest: use AI to help you learn, and do your own work.',
      ],
    },
  ],
  funFacts: [
    'The words "Artificial Intelligence" were first used in 1956, long before your parents were born!',
    'Some AI can look at a photo of a plant and tell you its name.',
    'AI helps doctors look at X-rays and helps scientists study animals in the wild.',
  ],
  quiz: {
    questions: [
      {
        id: 'q1',
        prompt: 'What do we call what an AI has learned, its "brain made of numbers"?',
        options: [
          { value: 'models', label: 'Models' },
          { value: 'magnets', label: 'Magnets' },
          { value: 'mirrors', label: 'Mirrors' },
        ],
        answer: 'models',
      },
      {
        id: 'q2',
        prompt: 'What does an AI need lots of to learn?',
        options: [
          { value: 'data', label: 'Data (lots of examples)' },
          { value: 'sleep', label: 'Sleep' },
          { value: 'snacks', label: 'Snacks' },
        ],
        answer: 'data',
      },
      {
        id: 'q3',
        prompt: 'What makes a good prompt?',
        options: [
          { value: 'specific', label: 'Saying exactly what you want' },
          { value: 'audience', label: 'Saying who the answer is for' },
          { value: 'both', label: 'Both of these' },
        ],
        answer: 'both',
      },
    ],
    // docs/product/lessons.md#quiz-pass-rules: at least 2 of 3.
    passRule: { kind: 'at-least', correct: 2, requireAllAnswered: false },
    submitLabel: 'Submit Quiz',
    messages: {
      // docs/product/lessons.md#quiz-pass-rules: 'Quiz completed!' with a perfect or a 2-of-3 message.
      perfect: {
        title: 'Quiz completed!',
        description: 'Perfect score! You got all 3 questions right!',
      },
      pass: { title: 'Quiz completed!', description: 'You got {n} out of 3 correct. Well done!' },
      fail: { title: 'Try again!', description: 'You got {n} out of 3 correct. Keep trying!' },
    },
  },
  activity: aiChatActivity,
} satisfies LessonContent;

/** docs/product/lessons.md#introduction-to-ai: 4 example prompts (3 shown at a time). */
export const aiExamplePrompts = [
  'What is AI?',
  'How does AI learn?',
  'Can AI make mistakes?',
  'Tell me a fun fact about animals',
] as const;

/** docs/product/lessons.md#introduction-to-ai: the chat's authored replies. Specific topics first: on a tie the first wins. */
export const aiChatReplies = {
  topics: [
    {
      id: 'learn',
      keywords: ['learn', 'learns', 'learning', 'train', 'trained', 'teach', 'data'],
      reply:
        'AI learns from data, which means lots of examples. If it sees thousands of pictures of cats, it builds a model that helps it spot a cat in a new picture. Practice makes it better, just like you!',
    },
    {
      id: 'mistakes',
      keywords: ['mistake', 'mistakes', 'wrong', 'trust', 'lie', 'lies', 'errors'],
      reply:
        'Yes, AI can make mistakes! It only knows what it learned from its data, and sometimes it guesses wrong. That is why golden rule number one is: check the answer with a book or a grown-up.',
    },
    {
      id: 'alive',
      keywords: [
        'alive',
        'feel',
        'feelings',
        'think',
        'human',
        'person',
        'conscious',
        'friend',
        'sad',
        'happy',
      ],
      reply:
        'AI is not alive and it has no feelings. It is a computer program that is very good at spotting patterns. It can sound friendly, but it does not really feel happy or sad like you do.',
    },
    {
      id: 'safety',
      keywords: [
        'safe',
        'safety',
        'secret',
        'password',
        'address',
        'private',
        'personal',
        'dangerous',
      ],
      reply:
        'Great question! Never tell an AI your full name, address, school or passwords. Ask a grown-up before using an AI tool, and tell them if anything feels strange.',
    },
    {
      id: 'prompt',
      keywords: ['prompt', 'prompts', 'good question', 'better answer', 'better answers'],
      reply:
        'A prompt is what you ask the AI. Be specific about what you want, say who the answer is for, and be creative! "Write a funny poem about a cat for a 9-year-old" is a super prompt.',
    },
    {
      id: 'robots',
      keywords: ['robot', 'robots', 'machine', 'machines'],
      reply:
        'Some robots use AI to see where they are going or to understand what people say. A robot vacuum uses sensors and clever programs to find its way around your furniture!',
    },
    {
      id: 'games',
      keywords: ['game', 'games', 'play', 'minecraft', 'chess', 'video game'],
      reply:
        'AI is used in lots of games! It can control the characters you play against, and one AI learned to play chess so well that it beats world champions.',
    },
    // The lesson's own example prompts ("Tell me three facts about sharks", "Explain rain to a
    // 9-year-old", and the vague "Tell me stuff") get fitting replies
    // (docs/decisions/128-the-ai-lessons-own-prompts-get-answers.md).
    {
      id: 'sharks',
      keywords: ['shark', 'sharks'],
      reply:
        'Here are three shark facts! Sharks lived on Earth before there were trees. A shark can grow thousands of new teeth in its life. And some sharks glow in the dark! See how a specific prompt gets a specific answer?',
    },
    {
      id: 'rain',
      keywords: ['rain', 'raining', 'rainy', 'weather', 'cloud', 'clouds'],
      reply:
        'Rain starts as tiny drops of water in a cloud. The drops bump together and grow, and when they are too heavy to float they fall down as rain. The sun warms the water on the ground, it floats back up, and makes new clouds!',
    },
    {
      id: 'vague',
      keywords: ['stuff'],
      reply:
        'Hmm, "stuff" could be anything in the whole world! That is a prompt that is not specific. Try saying exactly what you want, like "Tell me three facts about sharks".',
    },
    {
      id: 'animals',
      keywords: [
        'animal',
        'animals',
        'dog',
        'dogs',
        'cat',
        'cats',
        'bird',
        'birds',
        'fish',
        'shark',
        'whale',
        'elephant',
      ],
      reply:
        'Fun fact: scientists use AI to listen to whale songs and to count animals in photos from the wild. An octopus has three hearts, and AI helps us learn even more amazing facts like that!',
    },
    {
      id: 'drawing',
      keywords: ['draw', 'drawing', 'picture', 'pictures', 'art', 'paint', 'color', 'colour'],
      reply:
        'Some AI can make pictures from words. But your own drawings are special because they come from your imagination. AI can give ideas, and you are the artist!',
    },
    {
      id: 'stories',
      keywords: ['story', 'stories', 'poem', 'poems', 'write', 'book', 'books'],
      reply:
        'Here is a tiny story: Once upon a time, a little computer wanted to learn. It read a million books, and the first thing it learned was how much it still did not know!',
    },
    {
      id: 'jokes',
      keywords: ['joke', 'jokes', 'funny', 'laugh'],
      reply: 'Why did the computer go to the doctor? Because it had a virus! Ha ha!',
    },
    {
      id: 'school',
      keywords: ['homework', 'school', 'teacher', 'cheat', 'test'],
      reply:
        'AI can help you understand something tricky, like asking it to explain fractions in a new way. But do your own work: your brain grows when you try things yourself!',
    },
    {
      id: 'future',
      keywords: ['future', 'jobs', 'job', 'take over', 'world'],
      reply:
        'In the future AI will help people in lots of jobs, like doctors, farmers and scientists. People decide how AI is used, and kids who learn about it today will help make it kind and fair.',
    },
    {
      id: 'what-is-ai',
      keywords: [
        'what is ai',
        'whats ai',
        'what is artificial intelligence',
        'ai',
        'artificial intelligence',
        'mean',
      ],
      reply:
        'AI means Artificial Intelligence. It is a computer program that learns from lots of examples and then makes good guesses, like recognizing your voice or suggesting a song you might like.',
    },
    {
      id: 'hello',
      keywords: ['hello', 'hi', 'hey', 'good morning', 'your name', 'who are you'],
      reply:
        'Hello! I am a practice AI in this lesson. Ask me how AI learns, whether it can make mistakes, or for a fun fact!',
    },
  ],
  fallback:
    'That is a great question! I am only a practice AI, so I do not know everything. Try asking me how AI learns, if AI is alive, or for a fun fact about animals.',
} satisfies AiChatReplies;
