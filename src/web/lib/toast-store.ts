import { useSyncExternalStore } from 'react';
import { TOAST } from '../../domain/constants';

export type ToastVariant = 'default' | 'success' | 'destructive';
export type ToastItem = { id: number; title: string; description?: string; variant: ToastVariant; open: boolean };

// SPEC §9: at most one toast visible; a new one replaces the old.
let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function toast(input: { title: string; description?: string; variant?: ToastVariant }): number {
  const id = nextId++;
  toasts = [{ id, title: input.title, description: input.description, variant: input.variant ?? 'default', open: true }, ...toasts].slice(0, TOAST.limit);
  emit();
  return id;
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
