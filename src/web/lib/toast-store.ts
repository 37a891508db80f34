import { useSyncExternalStore } from 'react';
import { TOAST } from '../../domain/constants';

export type ToastVariant = 'default' | 'success' | 'destructive';
export type ToastItem = { id: number; title: string; description?: string; variant: ToastVariant; open: boolean };

// docs/product.md#toasts: at most one toast visible; a new one replaces the old.
let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function toast(input: { title: string; description?: string; variant?: ToastVariant }): number {
  // The same words already on screen are not said again (an ended session is told by the save
  // that met it and again by the next page's GET /api/user).
  const variant = input.variant ?? 'default';
  const same = toasts.find((t) => t.open && t.title === input.title && t.description === input.description && t.variant === variant);
  if (same) return same.id;
  const id = nextId++;
  toasts = [{ id, title: input.title, description: input.description, variant, open: true }, ...toasts].slice(0, TOAST.limit);
  emit();
  return id;
}

const PENDING_KEY = 'pendingToast';

/**
 * Shows a toast after the page reloads (the page reloads after a guest transfer, docs/product.md#guest-mode-and-transfer; the
 * welcome toast must survive it). Falls back to showing it now when storage is unavailable.
 */
export function toastAfterReload(input: { title: string; description?: string; variant?: ToastVariant }): void {
  try {
    window.sessionStorage.setItem(PENDING_KEY, JSON.stringify(input));
  } catch (error) {
    console.warn('toast: could not keep it for after the reload', error);
    toast(input);
  }
}

/** Shows the toast left by toastAfterReload, once. */
export function showPendingToast(): void {
  try {
    const raw = window.sessionStorage.getItem(PENDING_KEY);
    if (raw === null) return;
    window.sessionStorage.removeItem(PENDING_KEY);
    const parsed = JSON.parse(raw) as { title?: unknown; description?: unknown; variant?: unknown };
    if (typeof parsed.title !== 'string') return;
    const variant = parsed.variant === 'success' || parsed.variant === 'destructive' ? parsed.variant : 'default';
    toast({ title: parsed.title, description: typeof parsed.description === 'string' ? parsed.description : undefined, variant });
  } catch (error) {
    console.warn('toast: could not read the pending toast', error);
  }
}

export function dismissToast(id: number): void {
  toasts = toasts.map((t) => (t.id === id ? { ...t, open: false } : t));
  emit();
  // Leave time for the closing animation, then forget it.
  setTimeout(() => {
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  }, 300);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useToasts = (): ToastItem[] => useSyncExternalStore(subscribe, () => toasts, () => toasts);
