import { afterEach, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Providers } from './providers';
import { PointsDisplay } from './points-display';
import { guestStorage } from '../lib/guest-storage';

afterEach(() => guestStorage.clear());

it('shows a guest their browser points and level, and updates live as they earn', async () => {
  render(
    <Providers>
      <PointsDisplay />
    </Providers>,
  );
  expect(screen.getByText(/^0/).textContent).toContain('0 Ada points');
  expect(screen.getByText('Level 1')).toBeTruthy();

  act(() => guestStorage.addPoints(150));
  // The guest's data shows once its reader is here (guest-data-live.ts), then live.
  expect((await screen.findByText(/^150/)).textContent).toContain('150 Ada points');
  expect(screen.getByText('Level 2')).toBeTruthy();
});
