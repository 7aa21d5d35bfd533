import { type CanActivate, type ExecutionContext, HttpStatus, Injectable, Logger } from '@nestjs/common';
import { MESSAGES } from 'contracts';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../common/http/api-error.js';
import type { AuthUser } from './auth-user.js';
import { loggedPath } from '../common/logging/request-logger.js';

const logger = new Logger('Auth');

/**
 * `@UseGuards(TokenAuthGuard, SysAdminGuard)`: system administrators only, refused with 403
 * before the body is validated (calls that are not about one company, such as products).
 */
@Injectable()
export class SysAdminGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: AuthUser }>();
    if (request.user?.isSysAdmin) return true;
    logger.warn(`system administrator call refused: ${request.method} ${loggedPath(request)} from ${request.ip} (user ${request.user?.id ?? 'none'})`);
    throw ApiError.general(HttpStatus.FORBIDDEN, MESSAGES.sysAdminOnly);
  }
}
