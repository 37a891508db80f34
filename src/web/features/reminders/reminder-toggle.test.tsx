import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from '../../components/toaster';
import { base64UrlToBytes } from './push-client';
import { ReminderToggle } from './reminder-toggle';

describe('ReminderToggle', () => {
  it("tells the child when the browser has no notifications (docs/product.md#reminders)", async () => {
    // jsdom has no Notification, service worker or PushManager: like an old browser.
    render(
      <>
        <ReminderToggle />
        <Toaster />
      </>,
    );
    const toggle = screen.getByRole('switch', { name: 'Reminders' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await userEvent.click(toggle);
    expect(await screen.findByText('Notifications not supported')).toBeTruthy();
    expect(screen.getByText("Your browser doesn't support notifications")).toBeTruthy();
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });

  it('turns a base64url VAPID key into bytes', () => {
    expect([...base64UrlToBytes('AQID_-8')]).toEqual([1, 2, 3, 255, 239]);
  });
});
