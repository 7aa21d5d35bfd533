import { type CanActivate, type ExecutionContext, HttpStatus, Injectable, Logger } from '@nestjs/common';
import { MESSAGES } from 'contracts';
import { ApiError } from '../common/http/api-error.js';
import { loggedPath } from '../common/logging/request-logger.js';
import { type RequestWithSession, TokenStrategy } from './token.strategy.js';

const logger = new Logger('Auth');

/**
 * `@UseGuards(TokenAuthGuard)`: the caller must send a valid `Authorization: Token …`;
 * otherwise 401 with MESSAGES.unauthenticated (logged, without the token). Database
 * trouble while checking stays a 503. It calls the Passport strategy's `validate` itself
 * rather than through `AuthGuard` (passport.authenticate): the same check and the same
 * `request.user`, without Passport's per-request strategy object, callbacks and promise
 * (docs/DECISIONS.md "A lean request path").
 */
@Injectable()
export class TokenAuthGuard implements CanActivate {
  constructor(private readonly strategy: TokenStrategy) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<RequestWithSession>();
    const user = await this.strategy.validate(request);
    if (!user) {
      logger.warn(
        `authorization refused: ${request.method} ${loggedPath(request)} from ${request.ip} (${request.headers.authorization ? 'bad or expired token' : 'no token'})`,
      );
      throw ApiError.general(HttpStatus.UNAUTHORIZED, MESSAGES.unauthenticated);
    }
    request.user = user;
    return true;
  }
}
