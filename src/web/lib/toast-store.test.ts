import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { showPendingToast, toast, toastAfterReload, useToasts } from './toast-store';

afterEach(() => window.sessionStorage.clear());

describe('toast store (docs/product.md#toasts)', () => {
  it('keeps at most one toast: a new one replaces the old', () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second', description: 'newest', variant: 'success' });
    });
    expect(result.current.map((t) => t.title)).toEqual(['Second']);
    expect(result.current[0]).toMatchObject({ description: 'newest', variant: 'success', open: true });
  });

  it('does not say the same words twice while they are on screen', () => {
    const { result } = renderHook(() => useToasts());
    let first = 0;
    let again = 0;
    act(() => {
      first = toast({ title: 'Your teacher gave you new pictures.', variant: 'destructive' });
      again = toast({ title: 'Your teacher gave you new pictures.', variant: 'destructive' });
    });
    expect(again).toBe(first);
    expect(result.current.filter((t) => t.open)).toHaveLength(1);
    act(() => {
      again = toast({ title: 'Your teacher gave you new pictures.' });
    });
    expect(again).not.toBe(first);
  });

  it('shows a toast saved before a reload exactly once', () => {
    const { result } = renderHook(() => useToasts());
    toastAfterReload({ title: 'Welcome!', description: 'Saved', variant: 'success' });
    expect(result.current.some((t) => t.title === 'Welcome!')).toBe(false);

    act(() => showPendingToast());
    expect(result.current.map((t) => t.title)).toEqual(['Welcome!']);
    act(() => showPendingToast());
    expect(result.current.filter((t) => t.title === 'Welcome!')).toHaveLength(1);
    expect(window.sessionStorage.getItem('pendingToast')).toBeNull();
  });

  it('ignores a pending toast it cannot read', () => {
    const { result } = renderHook(() => useToasts());
    const before = result.current;
    window.sessionStorage.setItem('pendingToast', '{"title": 42}');
    act(() => showPendingToast());
    expect(result.current).toBe(before);
  });
});
