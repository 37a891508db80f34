import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { visionLevels } from '../../../../../../content/code-lab/vision';
import { emptyTrainingProgram, type TrainingProgram } from '../../../../../domain/code-lab/stages/vision/vision-program';
import { asVisionProgram } from '../../program-check';
import { ReadOnlyVision } from './read-only-vision';
import { VisionBench } from './vision-bench';

// The Vision Lab's bench and a grown-up's view (docs/decisions/413-the-vision-lab-page.md).

const level = visionLevels[0]!;

function Bench({ onProgram, start }: { onProgram: (p: TrainingProgram) => void; start: TrainingProgram }) {
  const [program, setProgram] = useState(start);
  return (
    <VisionBench
      level={level}
      program={program}
      onChange={(p) => {
        setProgram(p);
        onProgram(p);
      }}
    />
  );
}

describe('the Vision Lab bench', () => {
  it('draws on the keyboard grid, says where the square is, adds the drawing to a label and removes it', async () => {
    const user = userEvent.setup();
    let program = emptyTrainingProgram(level.labels);
    render(<Bench start={program} onProgram={(p) => (program = p)} />);
    const add = screen.getByRole('button', { name: 'Add this drawing to “circle”' });
    expect((add as HTMLButtonElement).disabled).toBe(true);
    screen.getByRole('application', { name: 'Drawing pad' }).focus();
    await user.keyboard('{ArrowRight}{Shift>}{ArrowDown}{/Shift} ');
    expect(screen.getByText('Row 21, column 18: ink.')).toBeTruthy();
    // A drawing this small gets a gentle hint, and Add still works.
    expect(screen.getByTestId('vision-draw-big').textContent).toBe('Draw it big: use most of the pad.');
    await user.keyboard('{ArrowLeft} ');
    expect(screen.getByText('Strokes: 1')).toBeTruthy();
    expect(screen.getByText('Wider than tall')).toBeTruthy();
    expect(screen.getByText('It has no examples yet. Add some first.')).toBeTruthy();
    await user.click(add);
    expect(program.labels[0]!.examples).toEqual([{ cells: [[17, 20], [16, 20]] }]);
    // The pad is clear again: no hint.
    expect(screen.getByTestId('vision-draw-big').textContent).toBe('');
    expect(screen.getByText('Added the drawing to “circle”.')).toBeTruthy();
    // The pad is clear again; the box shows its example, named by its grid.
    expect((add as HTMLButtonElement).disabled).toBe(true);
    const box = screen.getByTestId('vision-box-circle');
    expect(within(box).getByRole('img', { name: /^“circle” example 1\. Row 1: empty, / })).toBeTruthy();
    await user.click(within(box).getByRole('button', { name: 'Remove “circle” example 1' }));
    expect(program.labels[0]!.examples).toEqual([]);
  });

  it('says "Draw it big" for a small drawing and not for a big one', async () => {
    const user = userEvent.setup();
    render(<Bench start={emptyTrainingProgram(level.labels)} onProgram={() => {}} />);
    const hint = screen.getByTestId('vision-draw-big');
    expect(hint.getAttribute('aria-live')).toBe('polite');
    expect(hint.textContent).toBe('');
    screen.getByRole('application', { name: 'Drawing pad' }).focus();
    // Two cells 11 apart (a box 12 wide): not small.
    await user.keyboard(' {Shift>}{ArrowRight}{ArrowRight}{/Shift}{ArrowRight}{ArrowRight}{ArrowRight} ');
    expect(screen.getByText('Row 17, column 28: ink.')).toBeTruthy();
    expect(hint.textContent).toBe('');
    // Emptied again, one cell left: small.
    await user.keyboard(' ');
    expect(hint.textContent).toBe('Draw it big: use most of the pad.');
  });

  it('says when the puzzle has all its examples, and Add is off until one is removed', () => {
    const six = visionLevels.find((l) => l.id === 'vision-6')!;
    render(<VisionBench level={six} program={six.startTraining!} onChange={() => {}} />);
    expect(screen.getByText('You have 6 examples, the most this puzzle allows. Remove one to add another.')).toBeTruthy();
    for (const button of screen.getAllByRole('button', { name: /^Add this drawing/ })) expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('a kept training set', () => {
  it('is read with every label of its level in order, and anything else is refused', () => {
    const kept = { version: 6, kind: 'training', labels: [{ word: 'square', examples: [{ strokes: [[[1, 1], [9, 9]]] }] }] };
    expect(asVisionProgram(level, kept)).toEqual({
      version: 6,
      kind: 'training',
      labels: [
        { word: 'circle', examples: [] },
        { word: 'square', examples: [{ strokes: [[[1, 1], [9, 9]]] }] },
      ],
    });
    expect(asVisionProgram(level, { ...kept, labels: [{ word: 'key', examples: [] }] })).toBeNull();
    expect(asVisionProgram(level, { ...kept, labels: [{ word: 'circle', examples: [{ image: 'data:image/png;base64,AAAA' }] }] })).toBeNull();
    expect(asVisionProgram(level, { ...kept, labels: [{ word: 'circle', examples: [{ cells: [[32, 0]] }] }] })).toBeNull();
  });
});

describe("a grown-up's view", () => {
  it('shows each label with its thumbnails, and the code as the numbers the computer compares', async () => {
    const user = userEvent.setup();
    const six = visionLevels.find((l) => l.id === 'vision-6')!;
    render(<ReadOnlyVision program={six.startTraining!} label="Sam’s training set" owner="Sam" />);
    const view = screen.getByRole('region', { name: 'Sam’s training set' });
    expect(within(view).getAllByRole('img')).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: 'Show the code' }));
    expect(screen.getByText(/^The training set Sam made/)).toBeTruthy();
    expect(screen.getAllByText(/Strokes: 1 Wide: \d+ of 16$/)).toHaveLength(6);
  });
});
