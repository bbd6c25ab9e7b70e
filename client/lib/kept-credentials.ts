// The credentials of a team just registered, kept on screen until the person says they saved them. The
// spec's toast shows the generated password for 10 seconds; a password lost to a toast that timed out
// (or was replaced by another) cannot be shown again, so after the toasts a dialog holds it. In memory
// only: never written to storage.
import { useSyncExternalStore } from 'react';

export interface KeptCredentials {
  /** What they sign in with (issue 31: the username is never used to sign in, so it is not shown). */
  email: string;
  password: string;
  /** What else the person must not miss (a team on the waitlist: its number). */
  note?: string;
}

interface State {
  credentials: KeptCredentials | null;
  /** The dialog is up (after the toasts). */
  shown: boolean;
}

let state: State = { credentials: null, shown: false };
const listeners = new Set<() => void>();

function set(next: State) {
  state = next;
  for (const l of listeners) l();
}

/** Holds the credentials, not shown yet: the toasts come first. */
export function keepCredentials(credentials: KeptCredentials) {
  set({ credentials, shown: false });
}

/** Shows the held credentials (idempotent; nothing when they were already dismissed). */
export function showKeptCredentials() {
  if (state.credentials && !state.shown) set({ ...state, shown: true });
}

/** "I have saved them": the credentials are forgotten. */
export function forgetCredentials() {
  set({ credentials: null, shown: false });
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};
/** What is held now (the hook's snapshot). */
export const keptCredentials = (): State => state;

export function useKeptCredentials(): State {
  return useSyncExternalStore(subscribe, keptCredentials, keptCredentials);
}
