// shadcn-style toast store (spec §9): at most one toast visible, a dismissed toast is removed from the
// store after 1,000,000 ms. Display duration, swipe and hotkey live on the Radix provider (toast.tsx).
import { useSyncExternalStore, type ReactNode } from 'react';
import { TIMINGS } from '@shared/constants';
import type { ToastProps } from '@/components/ui/toast';

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = TIMINGS.toastRemoveDelayMs;

/**
 * A button in the toast. Described as data, not as an element, so a page that raises one does not import
 * the Radix toast parts: the toaster (loaded apart, providers.tsx) renders it as Radix's Toast.Action.
 */
export interface ToastActionSpec {
  label: string;
  /** What a screen reader offers instead of the button (Radix announces toasts without their controls). */
  altText: string;
  onClick: () => void;
}

export type ToasterToast = ToastProps & {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  action?: ToastActionSpec;
};

type State = { toasts: ToasterToast[] };

type Action =
  | { type: 'ADD_TOAST'; toast: ToasterToast }
  | { type: 'UPDATE_TOAST'; toast: Partial<ToasterToast> & { id: string } }
  | { type: 'DISMISS_TOAST'; toastId?: string }
  | { type: 'REMOVE_TOAST'; toastId?: string };

let count = 0;
function genId(): string {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  return String(count);
}

const removeTimeouts = new Map<string, ReturnType<typeof setTimeout>>();

function queueRemoval(toastId: string): void {
  if (removeTimeouts.has(toastId)) return;
  const timeout = setTimeout(() => {
    removeTimeouts.delete(toastId);
    dispatch({ type: 'REMOVE_TOAST', toastId });
  }, TOAST_REMOVE_DELAY);
  removeTimeouts.set(toastId, timeout);
}

export function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'ADD_TOAST':
      return { ...state, toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'UPDATE_TOAST':
      return { ...state, toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)) };
    case 'DISMISS_TOAST': {
      const { toastId } = action;
      if (toastId) queueRemoval(toastId);
      else for (const t of state.toasts) queueRemoval(t.id);
      return {
        ...state,
        toasts: state.toasts.map((t) => (toastId === undefined || t.id === toastId ? { ...t, open: false } : t)),
      };
    }
    case 'REMOVE_TOAST':
      if (action.toastId === undefined) return { ...state, toasts: [] };
      return { ...state, toasts: state.toasts.filter((t) => t.id !== action.toastId) };
  }
}

const listeners = new Set<() => void>();
let memoryState: State = { toasts: [] };

function dispatch(action: Action): void {
  memoryState = reducer(memoryState, action);
  for (const listener of listeners) listener();
}

export type ToastInput = Omit<ToasterToast, 'id'>;

/** Shows a toast; returns handles to update or dismiss it. */
export function toast(props: ToastInput) {
  const id = genId();
  const update = (next: ToastInput) => dispatch({ type: 'UPDATE_TOAST', toast: { ...next, id } });
  const dismiss = () => dispatch({ type: 'DISMISS_TOAST', toastId: id });

  dispatch({
    type: 'ADD_TOAST',
    toast: {
      ...props,
      id,
      open: true,
      onOpenChange: (open) => {
        if (!open) dismiss();
        props.onOpenChange?.(open);
      },
    },
  });

  return { id, dismiss, update };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const getSnapshot = () => memoryState;

export function useToast() {
  const state = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return {
    ...state,
    toast,
    dismiss: (toastId?: string) => dispatch({ type: 'DISMISS_TOAST', toastId }),
  };
}
