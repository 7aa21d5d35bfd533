import type { ReactNode } from 'react';
import { Spinner } from './button.js';
import { KIT_TEXTS } from './texts.js';
import styles from './feedback.module.css';
import './tokens.module.css';

const isEmpty = (content: ReactNode) => content === null || content === undefined || content === false || content === '';

/** A general error in a red box (role "alert": read out when it appears); nothing without content. */
export function ErrorAlert({ children, testId = 'general-error' }: { children?: ReactNode; testId?: string }) {
  if (isEmpty(children)) return null;
  return (
    <div className={`${styles.alert} ${styles.danger}`} role="alert" data-testid={testId}>
      {children}
    </div>
  );
}

/** A success or warning message in a green or yellow box (role "status"); nothing without content. */
export function Notice({ children, tone = 'success', testId }: { children?: ReactNode; tone?: 'success' | 'warning'; testId?: string }) {
  if (isEmpty(children)) return null;
  return (
    <div className={`${styles.alert} ${styles[tone]}`} role="status" data-testid={testId}>
      {children}
    </div>
  );
}

/** What shows while data loads: a spinner and a text ("Carregando..." unless told), role "status". */
export function LoadingState({ label = KIT_TEXTS.loading }: { label?: string }) {
  return (
    <p className={styles.loading} role="status">
      <Spinner />
      {label}
    </p>
  );
}

export interface EmptyStateProps {
  /** What is missing, e.g. "Nenhuma análise ainda". */
  title: string;
  /** What to do about it. */
  children?: ReactNode;
  /** The way out, e.g. a "Criar análise" button or link. */
  action?: ReactNode;
  testId?: string;
}

/** What a list shows when it has nothing: a title, a hint and an action. */
export function EmptyState({ title, children, action, testId }: EmptyStateProps) {
  return (
    <div className={styles.empty} data-testid={testId}>
      <p className={styles.emptyTitle}>{title}</p>
      {!isEmpty(children) && <p className={styles.emptyText}>{children}</p>}
      {action}
    </div>
  );
}
