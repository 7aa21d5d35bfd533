import { createContext, useCallback, useContext, useMemo, useReducer, useRef, type ReactNode } from 'react';
import type { NotificationType } from 'contracts/client';

/** Auto-hide after 7000 ms, at most 4 stacked, 300 ms animations. */
export const AUTO_HIDE_MS = 7000;
export const MAX_VISIBLE = 4;
export const ANIMATION_MS = 300;

export interface Notification {
  id: number;
  message: string;
  type: NotificationType;
  /** Playing its leave animation; no longer counted as visible. */
  leaving: boolean;
}

type Action = { kind: 'add'; notification: Notification } | { kind: 'leave'; id: number } | { kind: 'remove'; id: number };

function reducer(state: Notification[], action: Action): Notification[] {
  switch (action.kind) {
    case 'add': {
      const next = [...state, action.notification];
      // The oldest visible ones leave so that at most MAX_VISIBLE stay.
      const visible = next.filter((n) => !n.leaving);
      const evicted = new Set(visible.slice(0, Math.max(0, visible.length - MAX_VISIBLE)).map((n) => n.id));
      return next.map((n) => (evicted.has(n.id) ? { ...n, leaving: true } : n));
    }
    case 'leave':
      return state.map((n) => (n.id === action.id ? { ...n, leaving: true } : n));
    case 'remove':
      return state.filter((n) => n.id !== action.id);
  }
}

type Notify = (message: string, type?: NotificationType) => void;

interface NotificationsState {
  notifications: Notification[];
  leave: (id: number) => void;
  remove: (id: number) => void;
}

const NotifyContext = createContext<Notify | null>(null);
const StateContext = createContext<NotificationsState | null>(null);

export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [notifications, dispatch] = useReducer(reducer, []);
  const nextId = useRef(1);
  const notify = useCallback<Notify>((message, type = 'info') => {
    dispatch({ kind: 'add', notification: { id: nextId.current++, message, type, leaving: false } });
  }, []);
  // Stable callbacks: a new notification must not restart the others' timers.
  const leave = useCallback((id: number) => dispatch({ kind: 'leave', id }), []);
  const remove = useCallback((id: number) => dispatch({ kind: 'remove', id }), []);
  const state = useMemo<NotificationsState>(() => ({ notifications, leave, remove }), [notifications, leave, remove]);
  return (
    <NotifyContext.Provider value={notify}>
      <StateContext.Provider value={state}>{children}</StateContext.Provider>
    </NotifyContext.Provider>
  );
}

const required = <T,>(value: T | null): T => {
  if (value === null) throw new Error('Notifications need a NotificationsProvider');
  return value;
};

export const useNotify = (): Notify => required(useContext(NotifyContext));
export const useNotificationsState = (): NotificationsState => required(useContext(StateContext));
