import { type ExecutionContext, HttpStatus, Injectable, Logger } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { MESSAGES } from 'contracts';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../common/http/api-error.js';
import type { AuthUser } from './auth-user.js';
import { TOKEN_STRATEGY } from './token.strategy.js';
import { loggedPath } from '../common/logging/request-logger.js';

const logger = new Logger('Auth');

/**
 * `@UseGuards(TokenAuthGuard)`: the caller must send a valid `Authorization: Token …`;
 * otherwise 401 with MESSAGES.unauthenticated (logged, without the token). Database
 * trouble while checking stays a 503.
 */
@Injectable()
export class TokenAuthGuard extends AuthGuard(TOKEN_STRATEGY) {
  override handleRequest<TUser = AuthUser>(err: unknown, user: unknown, _info: unknown, context: ExecutionContext): TUser {
    if (err) throw err;
    if (!user) {
      const request = context.switchToHttp().getRequest<FastifyRequest>();
      logger.warn(
        `authorization refused: ${request.method} ${loggedPath(request)} from ${request.ip} (${request.headers.authorization ? 'bad or expired token' : 'no token'})`,
      );
      throw ApiError.general(HttpStatus.UNAUTHORIZED, MESSAGES.unauthenticated);
    }
    return user as TUser;
  }
}
