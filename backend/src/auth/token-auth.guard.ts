import { type CanActivate, type ExecutionContext, HttpStatus, Injectable, Logger } from '@nestjs/common';
import { MESSAGES } from 'contracts';
import type { Request } from 'express';
import { ApiError } from '../common/http/api-error.js';
import type { AuthUser } from './auth-user.js';
import { AuthTokensService, type Session } from './auth-tokens.service.js';

const logger = new Logger('Auth');

/** Where the guard leaves the session, for logout and get_authenticated_user. */
export const SESSION_KEY = 'authSession';
export type RequestWithSession = Request & { [SESSION_KEY]?: Session; user?: AuthUser };

/** `Authorization: Token <token>` (seed §7), case-insensitive scheme, one space or more. */
export function tokenFromHeader(header: string | undefined): string | null {
  const match = /^Token\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? match[1] : null;
}

/**
 * `@UseGuards(TokenAuthGuard)`: the caller must send a valid `Authorization: Token …`;
 * otherwise 401 with MESSAGES.unauthenticated (logged, without the token). Database
 * trouble while checking stays a 503.
 */
@Injectable()
export class TokenAuthGuard implements CanActivate {
  constructor(private readonly tokens: AuthTokensService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<RequestWithSession>();
    const header = request.headers.authorization;
    const token = tokenFromHeader(header);
    const session = token === null ? null : await this.tokens.authenticate(token);
    if (!session) {
      logger.warn(`authorization refused: ${request.method} ${request.path} from ${request.ip} (${header ? 'bad or expired token' : 'no token'})`);
      throw ApiError.general(HttpStatus.UNAUTHORIZED, MESSAGES.unauthenticated);
    }
    const { user } = session;
    request[SESSION_KEY] = session;
    request.user = { id: user.id, email: user.email, firstName: user.firstName, isSysAdmin: user.isSysAdmin };
    return true;
  }
}
