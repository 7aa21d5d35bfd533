import type { NextFunction, Request, Response } from 'express';
import { failGeneral, MESSAGES } from 'contracts';

/**
 * Express answers HEAD with the GET handler, and the seed's API has GET calls that change
 * things (logout, lock_company, toggle_demo, set_active_company). HEAD on the API is
 * therefore refused, except for the health check that load balancers probe.
 */
export function refuseApiHeadRequests(req: Request, res: Response, next: NextFunction): void {
  if (req.method !== 'HEAD' || !req.path.startsWith('/api/') || req.path === '/api/health') return next();
  res.status(405).set('Allow', 'GET').json(failGeneral(MESSAGES.methodNotAllowed));
}
