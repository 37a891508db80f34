import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Picture } from '../../../domain/accounts/child-profile';
import { PICTURES } from '../../../domain/accounts/child-profile';
import { PicturePicker } from './picture-picker';

function Picker() {
  const [chosen, setChosen] = useState<readonly Picture[]>([]);
  return (
    <>
      <PicturePicker chosen={chosen} onChange={setChosen} />
      <output data-testid="chosen">{chosen.join('+')}</output>
    </>
  );
}

const button = (name: string) => screen.getByRole('button', { name });
const pressed = (name: string) => button(name).getAttribute('aria-pressed');
const chosen = () => screen.getByTestId('chosen').textContent;

describe('the picture picker', () => {
  it('shows the twelve pictures as named toggle buttons, in the domain order', () => {
    render(<Picker />);
    const names = screen.getAllByRole('button').map((b) => b.textContent);
    expect(names).toEqual(PICTURES.map((p) => p[0]!.toUpperCase() + p.slice(1)));
    expect(screen.getByRole('list', { name: 'Your two secret pictures' })).toBeTruthy();
    expect(screen.getByText('0 of 2 chosen')).toBeTruthy();
  });

  it('chooses by tapping, says how many are chosen, and takes a picture away with a second tap', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    await user.click(button('Cat'));
    expect(pressed('Cat')).toBe('true');
    expect(screen.getByText('1 of 2 chosen')).toBeTruthy();
    await user.click(button('Sun'));
    expect(screen.getByText('2 of 2 chosen')).toBeTruthy();
    expect(chosen()).toBe('cat+sun');
    await user.click(button('Cat'));
    expect(pressed('Cat')).toBe('false');
    expect(chosen()).toBe('sun');
  });

  it('chooses two different pictures at most, and says how to change one', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    await user.click(button('Cat'));
    await user.click(button('Cat'));
    await user.click(button('Cat'));
    expect(chosen()).toBe('cat'); // the same picture twice is one picture
    await user.click(button('Dog'));
    await user.click(button('Car'));
    expect(chosen()).toBe('cat+dog');
    expect(pressed('Car')).toBe('false');
    expect(
      screen.getByText('You chose 2 pictures. Tap one of them again to take it away.'),
    ).toBeTruthy();
    await user.click(button('Dog'));
    expect(screen.queryByText(/You chose 2 pictures/)).toBeNull();
  });

  it('works by keyboard: Tab in, arrows to move, Enter and Space to choose', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    await user.tab();
    expect(document.activeElement).toBe(button('Cat'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(button('Dog'));
    await user.keyboard('{Enter}');
    // No layout in jsdom: the grid counts as 3 columns, so Down moves 3 on (Dog -> Sun).
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(button('Sun'));
    await user.keyboard(' ');
    expect(chosen()).toBe('dog+sun');
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(button('Ball'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(button('Ball'));
    await user.keyboard('{Home}{ArrowUp}');
    expect(document.activeElement).toBe(button('Cat'));
    await user.tab();
    expect(document.activeElement).toBe(button('Dog')); // Tab goes through them too
  });
});
