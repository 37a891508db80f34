import { expect, it } from 'vitest';
import { codeLabWorlds } from '../../../../content/code-lab/levels';
import { localizedContent, translatorFor } from '../../../server/i18n/translators';
import { codeLabPractice, practiceWorlds } from './code-lab-practice';

const en = translatorFor('en');
const es = translatorFor('es');

it('links sequences, loops and conditionals to the worlds that practise them, by their real titles', () => {
  for (const { worldId, titleKey: title } of Object.values(practiceWorlds))
    expect(codeLabWorlds.find((w) => w.id === worldId)?.title).toBe(en(title));
  expect(codeLabPractice(en, 'loops')).toEqual({ to: '/code-lab/worlds/tech-lab', label: 'Try it in the Code Lab: Tech Lab Puzzles' });
  expect(codeLabPractice(en, 'sequences')?.to).toBe('/code-lab/worlds/birthday');
  expect(codeLabPractice(en, 'conditionals')?.to).toBe('/code-lab/worlds/lost-finder');
  expect(codeLabPractice(en, 'ai-basics')).toBeUndefined();
});

it('names the worlds in Spanish as the Code Lab does, once the Code Lab speaks Spanish', () => {
  const spanishWorlds = localizedContent('es', 'code-lab/levels', 'codeLabWorlds', codeLabWorlds);
  expect(codeLabPractice(es, 'loops')?.label).toMatch(/^Pruébalo en el Laboratorio de código: /);
  for (const { worldId, titleKey: title } of Object.values(practiceWorlds)) {
    const index = codeLabWorlds.findIndex((w) => w.id === worldId);
    const world = spanishWorlds[index]!;
    // Until the Code Lab's translation exists, its titles are still the English ones.
    if (world.title !== codeLabWorlds[index]!.title) expect(es(title)).toBe(world.title);
  }
});
