import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { WorkshopEvidence } from '../../../domain/lessons/object-workshop';
import { startI18n } from '../../i18n/i18n';
import { ObjectWorkshop, useObjectWorkshop } from './object-workshop';

// docs/product/lessons.md#object-workshop: each choice a button that says it is chosen, the
// status line says what changed, the tasks tick, and a done workshop is reported once.
beforeAll(() => startI18n(['activities']));

function Harness({ onDone }: { onDone: (evidence: WorkshopEvidence) => void }) {
  return <ObjectWorkshop model={useObjectWorkshop(onDone)} />;
}

describe('the object workshop', () => {
  it('changes properties, tries actions, ticks the tasks and reports the finished state once', async () => {
    const onDone = vi.fn();
    render(<Harness onDone={onDone} />);
    const status = await screen.findByRole('status');
    const card = (name: string) => screen.getByRole('region', { name });
    const press = (where: string, name: string) => fireEvent.click(within(card(where)).getByRole('button', { name }));
    expect(status.textContent).toBe('Change a property or try an action. 0 of 4 tasks done.');
    expect(within(card('The cat')).getByText('2 of 5')).toBeTruthy();

    press('The car', 'red');
    expect(within(card('The car')).getByRole('button', { name: 'red' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(card('The car')).getByRole('button', { name: 'blue' }).getAttribute('aria-pressed')).toBe('false');
    expect(status.textContent).toBe('The car is red now. 1 of 4 tasks done.');
    press('The cat', 'Make the cat faster');
    press('The cat', 'Make the cat faster');
    expect(status.textContent).toBe("The cat's speed is 4 now. 2 of 4 tasks done.");
    press('The robot', 'big');
    expect(onDone).not.toHaveBeenCalled();
    press('The robot', 'Say hello');
    expect(status.textContent).toBe('The robot says hello! All 4 tasks done! You built your objects.');
    const tasks = within(screen.getByRole('list', { name: 'Your tasks' })).getAllByRole('listitem');
    expect(tasks.map((li) => li.textContent)).toEqual([
      'Make the car red. (done)',
      'Make the cat faster than the car. (done)',
      'Make the robot big. (done)',
      'Make the robot say hello. (done)',
    ]);
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(onDone.mock.calls[0]![0]).toMatchObject({ objects: { car: { colour: 'red' }, cat: { speed: 4 }, robot: { size: 'big' } }, tried: [{ object: 'robot', action: 'say-hello' }] });

    // Faster and slower stop at the ends; starting over puts the objects back and reports nothing new.
    // The robot is at speed 1: Slower is off until Faster is pressed.
    expect(within(card('The robot')).getByRole('button', { name: 'Make the robot slower' })).toHaveProperty('disabled', true);
    press('The robot', 'Make the robot faster');
    expect(within(card('The robot')).getByRole('button', { name: 'Make the robot slower' })).toHaveProperty('disabled', false);
    fireEvent.click(screen.getByRole('button', { name: 'Start Over' }));
    expect(status.textContent).toBe('Change a property or try an action. 0 of 4 tasks done.');
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
