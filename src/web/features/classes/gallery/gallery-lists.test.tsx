import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApprovedList, GallerySwitch, PendingList } from './gallery-lists';
import type { TeacherGalleryItem } from './gallery-api';
import { startI18n } from '../../../i18n/i18n';

// The tab's words are loaded before it renders, as the class page has them (English here).
beforeAll(() => startI18n(['classes']));

const item = (over: Partial<TeacherGalleryItem>): TeacherGalleryItem => ({
  id: 7,
  drawingId: 3,
  nickname: 'Mia',
  program: { version: 2, body: [{ id: 'f', op: 'forward' }] },
  status: 'pending',
  sharedAt: '2026-11-26T09:30:00.000Z',
  reactions: { star: 0, clap: 0, heart: 0 },
  ...over,
});
const drawing = (i: TeacherGalleryItem) => <p>the drawing of {i.nickname}</p>;

describe('the teacher’s Gallery tab', () => {
  it('turns the gallery on and off with a switch that says its state', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(<GallerySwitch on={false} busy={false} onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Class gallery' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText(/^Off: children cannot share/)).toBeTruthy();
    await user.click(toggle);
    expect(onChange).toHaveBeenLastCalledWith(true);
    rerender(<GallerySwitch on busy={false} onChange={onChange} />);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    toggle.focus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('shows each waiting drawing, its nickname and when it was shared, to approve or turn down', async () => {
    const user = userEvent.setup();
    const onApprove = vi.fn();
    const onReject = vi.fn();
    const mia = item({});
    render(
      <PendingList
        items={[mia]}
        busy={false}
        drawing={drawing}
        onApprove={onApprove}
        onReject={onReject}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Waiting for you (1)' })).toBeTruthy();
    const card = screen.getByRole('article', { name: 'Mia' });
    expect(within(card).getByText('the drawing of Mia')).toBeTruthy();
    expect(card.querySelector('time')?.getAttribute('dateTime')).toBe(mia.sharedAt);
    expect(within(card).getByText(/^Shared /)).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Approve: Mia' }));
    expect(onApprove).toHaveBeenCalledWith(mia);
    await user.click(within(card).getByRole('button', { name: 'Not this time: Mia' }));
    expect(onReject).toHaveBeenCalledWith(mia);
  });

  it('says when nothing waits', () => {
    render(
      <PendingList
        items={[]}
        busy={false}
        drawing={drawing}
        onApprove={vi.fn()}
        onReject={vi.fn()}
      />,
    );
    expect(screen.getByText('No drawings are waiting.')).toBeTruthy();
  });

  it('shows the reactions of a drawing in the gallery, and removes it only after asking', async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn();
    const mia = item({ status: 'approved', reactions: { star: 2, clap: 1, heart: 0 } });
    render(<ApprovedList items={[mia]} busy={false} drawing={drawing} onRemove={onRemove} />);
    const card = screen.getByRole('article', { name: 'Mia' });
    expect(within(card).getByText('2 stars, 1 clap, 0 hearts')).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Remove: Mia' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Mia’s drawing?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onRemove).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Remove: Mia' }));
    await user.click(screen.getByRole('button', { name: 'Yes, remove it' }));
    expect(onRemove).toHaveBeenCalledWith(mia);
  });
});
