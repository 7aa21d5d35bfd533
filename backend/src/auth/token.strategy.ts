import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import CustomStrategy from 'passport-custom';
import type { AuthUser } from './auth-user.js';
import { AuthTokensService, type Session } from './auth-tokens.service.js';

export const TOKEN_STRATEGY = 'token';

/** Where the strategy leaves the session, for logout and get_authenticated_user. */
export const SESSION_KEY = 'authSession';
export type RequestWithSession = FastifyRequest & { [SESSION_KEY]?: Session; user?: AuthUser };

/** `Authorization: Token <token>`, case-insensitive scheme, one space or more. */
export function tokenFromHeader(header: string | undefined): string | null {
  const match = /^Token\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? match[1] : null;
}

/** Passport strategy (passport-custom) over the stored, hashed tokens. */
@Injectable()
export class TokenStrategy extends PassportStrategy(CustomStrategy.Strategy, TOKEN_STRATEGY) {
  constructor(private readonly tokens: AuthTokensService) {
    super();
  }

  async validate(request: RequestWithSession): Promise<AuthUser | null> {
    const token = tokenFromHeader(request.headers.authorization);
    if (!token) return null;
    const session = await this.tokens.authenticate(token);
    if (!session) return null;
    request[SESSION_KEY] = session;
    const { user } = session;
    return { id: user.id, email: user.email, firstName: user.firstName, isSysAdmin: user.isSysAdmin };
  }
}
