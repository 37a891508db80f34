import { expect, it } from 'vitest';
import { shownPlace } from './rows';

it('keeps "Step" and "otherwise" with their numbers, so a row breaks only between the parts', () => {
  expect(shownPlace('Step 2')).toBe('Step\u00a02');
  expect(shownPlace('Step 1.1 otherwise 1 otherwise 2')).toBe(
    'Step\u00a01.1 otherwise\u00a01 otherwise\u00a02',
  );
  expect(shownPlace('End of step 3.1')).toBe('End of step\u00a03.1');
});
