import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Company } from 'contracts';
import { useGetCompanyBasicInfoQuery, useSession, type ApiError, type HostCompany } from 'contracts/client';

interface CurrentCompanyState {
  /** The active company, kept fresh by its basic-info query (renamed, locked, extended…). */
  company: HostCompany | null;
  /** Makes `company` current (the company guard, the automatic selection). */
  setCompany: (company: Company | HostCompany) => void;
  clearCompany: () => void;
}

const CurrentCompanyContext = createContext<CurrentCompanyState | null>(null);

/**
 * Holds the shell's current company. Its basic info stays subscribed, so any invalidation
 * of that company (an update, a lock…) refreshes the header and the guards; when the user
 * loses access (deleted, unlinked) or signs out, the company is cleared.
 */
export function CurrentCompanyProvider({ children }: { children: ReactNode }) {
  const [snapshot, setSnapshot] = useState<HostCompany | null>(null);
  const { status } = useSession();
  const id = snapshot?.id ?? null;
  const live = useGetCompanyBasicInfoQuery(id ?? 0, { skip: id === null || status !== 'signedIn' });

  const clearCompany = useCallback(() => setSnapshot(null), []);
  const setCompany = useCallback((company: Company | HostCompany) => setSnapshot(company), []);

  // 404/403: the company is gone or no longer the user's (a passing network error is not).
  const refusal = (live.error as ApiError | undefined)?.status;
  const lostAccess = live.isError && live.originalArgs === id && (refusal === 404 || refusal === 403);
  useEffect(() => {
    if (status === 'guest' || lostAccess) setSnapshot(null);
  }, [status, lostAccess]);

  const company = id !== null && live.data?.id === id ? live.data : snapshot;
  const value = useMemo(() => ({ company, setCompany, clearCompany }), [company, setCompany, clearCompany]);
  return <CurrentCompanyContext.Provider value={value}>{children}</CurrentCompanyContext.Provider>;
}

export function useCurrentCompany(): CurrentCompanyState {
  const state = useContext(CurrentCompanyContext);
  if (!state) throw new Error('useCurrentCompany() needs a CurrentCompanyProvider (AppLayout).');
  return state;
}
