import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { AuthenticatedUser, CompanyMode } from 'contracts';

/** The signed-in user as the shell hands it to remotes (the token stays in the shell). */
export type HostUser = Omit<AuthenticatedUser, 'token'>;

/** The active company (with the per-user flags). */
export interface HostCompany {
  id: number;
  fantasy_name: string;
  name: string;
  description: string;
  company_mode: CompanyMode;
  /** ISO date, or null without a lock date. */
  company_lock_date: string | null;
  date_joined: string;
  isOwner: boolean;
  isAdmin: boolean;
  isConsultor: boolean;
  isStaff: boolean;
  isSysAdmin: boolean;
  /** The caller's role in the company (null: a system administrator outside it); contracts' viewerOfCompany reads it. */
  role: { id: number } | null;
}

export type NotificationType = 'success' | 'error' | 'warning' | 'info';

/** Header title of a matrix page: the matrix title and, in italics, the analysis name. */
export interface HeaderTitle {
  title: string;
  analysisName?: string;
}

/** The header title without its analysis name (what the company guard leaves on success). */
export const withoutAnalysisName = (title: HeaderTitle | null): HeaderTitle | null =>
  title?.analysisName === undefined ? title : { title: title.title };

export interface CompanyStatusBarProps {
  /** The company shown as selected; null when none is. */
  companyId: number | null;
  /** Called with the company picked in the bar's dropdown. */
  onSelect: (companyId: number) => void;
  /** Extra controls shown inside the bar (the administration page's system-administrator actions). */
  children?: ReactNode;
  /**
   * Also name the access in words before the dated status ("Acesso liberado · Liberado até:
   * …"): the plans page, where a purchase changes it.
   */
  accessSummary?: boolean;
}

/**
 * What the shell hands every remote (docs/ARCHITECTURE.md "Around the request"). Remotes read it
 * with {@link useHost}; they never import the shell.
 */
export interface HostInterface {
  currentUser: HostUser | null;
  currentCompany: HostCompany | null;
  /** Makes the company active and opens its page. */
  selectCompany: (companyId: number) => void;
  clearCompany: () => void;
  /** Ends the session (server and local token) and goes to /login. */
  logout: () => Promise<void>;
  /** Shows a notification (auto-hidden after 7 s, at most 4 stacked). */
  notify: (message: string, type?: NotificationType) => void;
  /**
   * Sets (or clears, with null) the matrix title shown in the header; a function gets the
   * current title and returns the next (as React's state setters do).
   */
  setHeaderTitle: (title: HeaderTitle | null | ((current: HeaderTitle | null) => HeaderTitle | null)) => void;
  /** The company status bar; null while the shell has none to offer. */
  CompanyStatusBar: ComponentType<CompanyStatusBarProps> | null;
}

export const HostContext = createContext<HostInterface | null>(null);

export function useHost(): HostInterface {
  const host = useContext(HostContext);
  if (!host) throw new Error('useHost() needs a HostContext provider: the shell, or DevHost when running standalone.');
  return host;
}
