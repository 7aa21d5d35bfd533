import type { NextFunction, Request, Response } from 'express';
import { isApiPath } from 'contracts';

/**
 * API answers hold tokens and personal data: no browser or proxy may keep them
 * (`Cache-Control: no-store`), errors included. Pages and assets set their own caching.
 */
export function noStoreForApi(req: Request, res: Response, next: NextFunction): void {
  if (isApiPath(req.path)) res.setHeader('Cache-Control', 'no-store');
  next();
}
