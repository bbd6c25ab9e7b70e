import { describe, expect, it } from 'vitest';
import { reducer, TOAST_LIMIT, TOAST_REMOVE_DELAY, type ToasterToast } from './use-toast';

const t = (id: string): ToasterToast => ({ id, title: id, open: true });

describe('toast store', () => {
  it('keeps at most one toast, newest first', () => {
    expect(TOAST_LIMIT).toBe(1);
    let state = reducer({ toasts: [] }, { type: 'ADD_TOAST', toast: t('a') });
    state = reducer(state, { type: 'ADD_TOAST', toast: t('b') });
    expect(state.toasts.map((x) => x.id)).toEqual(['b']);
  });

  it('dismiss closes, remove deletes; removal delay is 1,000,000 ms', () => {
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
    let state = reducer({ toasts: [] }, { type: 'ADD_TOAST', toast: t('a') });
    state = reducer(state, { type: 'UPDATE_TOAST', toast: { id: 'a', title: 'changed' } });
    expect(state.toasts[0]!.title).toBe('changed');
    state = reducer(state, { type: 'DISMISS_TOAST', toastId: 'a' });
    expect(state.toasts[0]!.open).toBe(false);
    state = reducer(state, { type: 'REMOVE_TOAST', toastId: 'a' });
    expect(state.toasts).toEqual([]);
  });
});
