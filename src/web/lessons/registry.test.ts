import { expect, it } from 'vitest';
import { curriculum } from '../../../content/curriculum';
import { openLessons } from '../../domain/lessons/curriculum';
import { lessonPageLoaders } from './registry';

it('has a page for every open lesson and none for lessons that are not open', () => {
  expect(Object.keys(lessonPageLoaders).sort()).toEqual(
    openLessons(curriculum)
      .map((l) => l.id)
      .sort(),
  );
});
