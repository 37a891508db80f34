import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { codeLabLevels, gameLabLevels, soundLabLevels } from '../../../../../content/code-lab/levels';
import { runProgram } from '../../../../domain/code-lab/interpreter';
import { stageKindName, stageKindOf } from '../../../../domain/code-lab/stages/registry';
import { eventStageViewOf, stageViewOf } from './registry';

// The page's stage kinds match the domain's, one for one
// (docs/decisions/392-a-stage-kind-is-one-folder.md).

describe("the page's stage kinds", () => {
  it('has a view for the stage kind of every level, with its own box and angles (a game and a tune: their own workspace)', () => {
    for (const level of [...codeLabLevels, ...gameLabLevels, ...soundLabLevels]) {
      const events = eventStageViewOf(level);
      if (events) {
        expect(events.kind, level.id).toBe(stageKindName(level));
        expect(() => stageViewOf(level), level.id).toThrow();
        continue;
      }
      const view = stageViewOf(level);
      expect(view.kind, level.id).toBe(stageKindOf(level).kind);
      expect(Number(view.aspect(level)), level.id).toBeGreaterThan(0);
      expect(view.angles, level.id).toBe(level.kind === 'pen');
    }
  });

  it('draws the grid and the paper and says them in words', () => {
    for (const id of ['birthday-1', 'pen-1']) {
      const level = codeLabLevels.find((l) => l.id === id)!;
      const { trace } = runProgram(level, { version: 1, body: [{ id: 'a', op: 'forward' }] });
      const { View, Text } = stageViewOf(level);
      const { unmount } = render(
        <>
          <View level={level} shown={trace} crashAt={null} tweenMs={0} settled />
          <Text level={level} shown={trace} settled />
        </>,
      );
      expect(
        screen.getByRole('region', {
          name: level.kind === 'pen' ? 'Read the paper' : 'Read the grid',
        }),
      ).toBeTruthy();
      unmount();
    }
  });
});
