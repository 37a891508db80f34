import type { LessonGuideWords } from '../guide-types';

// The Objects lesson's guide (docs/product/guides.md; the lesson: docs/product/lessons.md#object-workshop).
export const objectsGuide = {
  kind: 'lesson',
  lessonId: 'objects',
  objective:
    'Children see that an object has properties (what it has) and actions (what it does), and change an object by setting its properties.',
  vocabulary: [
    { term: 'object', meaning: 'A thing in a program, like a cat, a car or a robot.' },
    { term: 'property', meaning: 'Something an object has, like its colour, size or speed.' },
    { term: 'value', meaning: 'What a property is set to now, like red or 4.' },
    { term: 'action', meaning: 'Something an object can do, like drive or jump.' },
    { term: 'dot', meaning: 'In code, the dot joins an object and its property or action: car.colour, car.drive().' },
  ],
  warmUp: {
    title: 'Object cards',
    minutes: 10,
    materials: ['Three cards per group, each with a picture: a cat, a car, a robot', 'Pencils'],
    steps: [
      'Each group writes three properties on each card: colour, size and speed, with a value for each (red, big, 3).',
      'Under the properties, they write two actions the object can do.',
      'One child reads a card aloud as code: "car.colour is red, car.speed is 3."',
      'Another child changes one value ("car.speed = 5") and the group acts out the difference: the car drives faster.',
      'Ask: do two cars have the same properties? Do they have the same values?',
    ],
  },
  discussion: [
    'What properties does your school bag have? What values do they have today?',
    'What is the difference between what an object has and what it does?',
    'If every car has a colour, why is not every car red?',
  ],
  standards: [
    {
      code: '1B-AP-10',
      how: 'Children build a program from objects whose properties they set and whose actions they call.',
    },
    {
      code: '1B-AP-12',
      how: 'Children change the properties of objects that already exist (a car, a cat, a robot) to make them new.',
    },
    {
      code: '1B-AP-15',
      how: 'Children check each task against what the objects show and change a property again until every task is ticked.',
    },
  ],
  quizWhy: {
    q1: 'A property is something an object has, like its colour; something it does is an action.',
    q2: 'Driving is something the car does, so it is an action (a method, in code).',
    q3: 'Objects of the same kind have the same properties, but each has its own values: one car is red, another blue.',
  },
  activity: {
    summary:
      'The workshop: a cat, a car and a robot, each with a colour, a size and a speed (1 to 5) chosen with buttons, and two actions to try. A task list ticks each task as it is met.',
    answer:
      'Make the car red; press Faster on the cat until its speed is 4 or more (the car starts at 3, so the cat must be faster than the car); make the robot big; press Say hello on the robot. All four ticked at once finish it.',
  },
  worlds: ['game', 'racer'],
} as const satisfies LessonGuideWords;
