import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { CelebrationOverlay } from './celebration-overlay';
import { SuccessBanner } from './success-banner';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('timed messages', () => {
  it('the celebration calls onDone after its duration, not before', () => {
    const onDone = vi.fn();
    render(<CelebrationOverlay open onDone={onDone} durationMs={4000} title="Lesson Complete!" message="+50 coding points" />);
    expect(screen.getByRole('status').textContent).toContain('+50 coding points');
    act(() => vi.advanceTimersByTime(3999));
    expect(onDone).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('the success banner hides after 3 s and shows nothing when closed', () => {
    const onHide = vi.fn();
    const { rerender } = render(
      <SuccessBanner show onHide={onHide} durationMs={3000}>
        Well done
      </SuccessBanner>,
    );
    expect(screen.getByRole('status').textContent).toContain('Well done');
    act(() => vi.advanceTimersByTime(3000));
    expect(onHide).toHaveBeenCalledOnce();
    rerender(
      <SuccessBanner show={false} onHide={onHide} durationMs={3000}>
        Well done
      </SuccessBanner>,
    );
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
