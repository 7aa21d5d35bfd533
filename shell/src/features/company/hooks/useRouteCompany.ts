import { useLocation } from 'react-router-dom';
import { useGetCompanyBasicInfoQuery, useSession } from 'contracts/client';
import { routeCompanyOf } from '../company-routes';

/**
 * The company the current path names (company area or company page) and its basic info,
 * one cache entry shared by the company guard, the automatic selection and the header.
 */
export function useRouteCompany() {
  const { pathname } = useLocation();
  const { status } = useSession();
  const route = routeCompanyOf(pathname);
  const active = route !== null && status === 'signedIn';
  const validId = route !== null && Number.isInteger(route.companyId) && route.companyId > 0;
  const info = useGetCompanyBasicInfoQuery(route?.companyId ?? 0, { skip: !active || !validId });
  // A refused refetch keeps the last data: it is not the route's company any more.
  const loaded = active && !info.isError && info.data?.id === route.companyId ? info.data : undefined;
  return { route: active ? route : null, validId, loaded, failed: info.isError && !info.isFetching, error: info.error };
}
