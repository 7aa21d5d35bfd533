import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useHost, type NotificationType } from './host.js';

export interface NavigateWithNoticeProps {
  to: string;
  /** Why the page is left, shown as a notification (pt-BR, the app's texts). */
  notice: string;
  type?: NotificationType;
}

/**
 * A guard's redirect that says why (issue 23): a forbidden company or a missing analysis no
 * longer lands silently on another page. Navigates (replacing the refused address) and raises
 * the shell's notification once, however often React runs the effect.
 */
export function NavigateWithNotice({ to, notice, type = 'warning' }: NavigateWithNoticeProps) {
  const { notify } = useHost();
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    notify(notice, type);
    void navigate(to, { replace: true });
  }, [notify, navigate, to, notice, type]);
  return null;
}

/** A guard's refused load: 403/404 mean no access or no such thing; anything else was a failure to load. */
export const isRefusal = (error: unknown): boolean => {
  const status = (error as { status?: unknown } | undefined)?.status;
  return status === 403 || status === 404;
};
