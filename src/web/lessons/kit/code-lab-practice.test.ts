import { expect, it } from 'vitest';
import { codeLabWorlds } from '../../../../content/code-lab/levels';
import { codeLabPractice, practiceWorlds } from './code-lab-practice';

it('links sequences, loops and conditionals to the worlds that practise them, by their real titles', () => {
  for (const { worldId, title } of Object.values(practiceWorlds))
    expect(codeLabWorlds.find((w) => w.id === worldId)?.title).toBe(title);
  expect(codeLabPractice('loops')).toEqual({ to: '/code-lab/worlds/tech-lab', label: 'Try it in the Code Lab: Tech Lab Puzzles' });
  expect(codeLabPractice('sequences')?.to).toBe('/code-lab/worlds/birthday');
  expect(codeLabPractice('conditionals')?.to).toBe('/code-lab/worlds/lost-finder');
  expect(codeLabPractice('ai-basics')).toBeUndefined();
});
