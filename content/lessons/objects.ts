import { brand } from '../../src/domain/brand';
import { objectWorkshopActivity, type WorkshopTask } from '../../src/domain/lessons/object-workshop';
import type { LessonContent } from '../../src/domain/lessons/lesson-types';

// The Objects lesson, "Object Workshop" (docs/product/lessons.md#object-workshop): Learn text,
// quiz and the workshop's task list.

/** docs/product/lessons.md#object-workshop: the workshop's tasks; meeting all of them at once finishes it. */
export const workshopTasks: readonly WorkshopTask[] = [
  { id: 'car-red', text: 'Make the car red.', check: { kind: 'colour-is', object: 'car', colour: 'red' } },
  { id: 'cat-faster', text: 'Make the cat faster than the car.', check: { kind: 'faster-than', object: 'cat', than: 'car' } },
  { id: 'robot-big', text: 'Make the robot big.', check: { kind: 'size-is', object: 'robot', size: 'big' } },
  { id: 'robot-hello', text: 'Make the robot say hello.', check: { kind: 'did', object: 'robot', action: 'say-hello' } },
];

// The lesson; its activity's rule reads the tasks above, declared first as it is bound when the file loads.
export const objectsLesson = {
  lessonId: 'objects',
  learn: [
    {
      id: 'things',
      heading: 'Everything is an object',
      paragraphs: [
        'Look around you. A cat, a car, a robot: each one is a thing. In code, a thing like this is called an object.',
        'A game is full of objects. The player, the stars and the walls are all objects.',
      ],
    },
    {
      id: 'properties',
      heading: 'Objects have properties',
      paragraphs: [
        'A property is something an object has, like its colour, its size or its speed.',
        'Every car has a colour. One car is red and another is blue, but they both have a colour.',
        'You can change a property. Make the cat faster, and its speed goes up.',
      ],
      bullets: ['cat.speed = 4; gives the cat a speed of 4', "car.colour = 'red'; paints the car red"],
    },
    {
      id: 'actions',
      heading: 'Objects do things',
      paragraphs: [
        'An object can also do things. These are its actions. The car drives. The cat jumps. The robot says hello.',
        'In code, you ask an object to do an action with a dot and the action name: car.drive();',
        'An action can use a property. A fast car drives faster than a slow car.',
      ],
    },
    {
      id: 'your-turn',
      heading: 'Open the workshop!',
      paragraphs: [
        `In the Workshop part there are three objects: a cat, a car and a robot. Change their properties and try their actions.`,
        `${brand.mascot} has a list of tasks for you. Can you do them all?`,
      ],
    },
  ],
  funFacts: [
    'In a game, every character you see is an object with properties like where it is and how fast it goes.',
    'Coders often make many objects of the same kind, like 100 stars that each have their own place.',
    'Your points here are a property of your account.',
  ],
  quiz: {
    questions: [
      {
        id: 'q1',
        prompt: 'What is a property of an object?',
        options: [
          { value: 'has', label: 'Something the object has, like its colour' },
          { value: 'does', label: 'Something the object does, like jump' },
          { value: 'owner', label: 'The person who made the object' },
        ],
        answer: 'has',
      },
      {
        id: 'q2',
        prompt: 'The car drives. What is "drive"?',
        options: [
          { value: 'colour', label: 'A colour' },
          { value: 'action', label: 'An action the car can do' },
          { value: 'speed', label: 'A speed' },
        ],
        answer: 'action',
      },
      {
        id: 'q3',
        prompt: 'Two cars are objects of the same kind. What is true?',
        options: [
          { value: 'same-colour', label: 'They must be the same colour' },
          { value: 'no-colour', label: 'Only one of them can have a colour' },
          { value: 'own-colour', label: 'Each car has a colour of its own' },
        ],
        answer: 'own-colour',
      },
    ],
    // docs/product/lessons.md#quiz-pass-rules: at least 2 of 3.
    passRule: { kind: 'at-least', correct: 2, requireAllAnswered: false },
    submitLabel: 'Check Answers',
    messages: {
      perfect: { title: 'Quiz completed!', description: 'Perfect score! You got all 3 questions right!' },
      pass: { title: 'Quiz completed!', description: 'You got {n} out of 3 correct. Well done!' },
      fail: { title: 'Try again!', description: 'You got {n} out of 3 correct. Keep trying!' },
    },
  },
  activity: objectWorkshopActivity(workshopTasks),
} satisfies LessonContent;

/** Topic tags shown in the lesson header. */
export const objectsTopics = ['Objects', 'Properties', 'Actions'] as const;
