import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { type Envelope, MESSAGES, type UpdatedUserName, type UpdateUserNameRequest, type UpdateUserPasswordRequest, ok } from 'contracts';
import { DataSource } from 'typeorm';
import { AuthTokensService, type Session } from '../auth/auth-tokens.service.js';
import { ApiError } from '../common/http/api-error.js';
import { transaction } from '../database/transaction.js';
import { LIMITS, RateLimitService } from '../rate-limit/rate-limit.service.js';
import { PasswordHasher } from './password-hasher.js';
import { UsersService } from './users.service.js';

/** The account page: a user changes their own name and password, nobody else's. */
@Injectable()
export class AccountService {
  private readonly logger = new Logger('Account');

  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly tokens: AuthTokensService,
    private readonly rateLimit: RateLimitService,
  ) {}

  private ownAccountOnly(session: Session, id: number): void {
    if (id === session.user.id) return;
    this.logger.warn(`user ${session.user.id} refused: tried to change account ${id}`);
    throw ApiError.general(HttpStatus.FORBIDDEN, MESSAGES.notYourAccount);
  }

  async updateName(session: Session, input: UpdateUserNameRequest): Promise<Envelope<UpdatedUserName>> {
    this.ownAccountOnly(session, input.id);
    await transaction(this.dataSource, (manager) => this.users.update(session.user.id, { firstName: input.name }, manager));
    return ok({ id: session.user.id, first_name: input.name }, MESSAGES.nameUpdated);
  }

  /** Checks the current password (wrong guesses count as failed sign-ins), then revokes every other session. */
  async updatePassword(session: Session, input: UpdateUserPasswordRequest, ip: string): Promise<Envelope<null>> {
    this.ownAccountOnly(session, input.id);
    const { user } = session;
    // The session's user row was read by this very request's sign-in check.
    const right = await this.rateLimit.guess([{ limit: LIMITS.loginFailuresPerAccount, subject: user.email }], () =>
      this.hasher.verify(user.passwordHash, input.old_password),
    );
    if (!right) {
      this.logger.warn(`user ${user.id} gave a wrong current password from ${ip}`);
      throw ApiError.fields({ old_password: [MESSAGES.oldPasswordWrong] });
    }
    const passwordHash = await this.hasher.hash(input.new_password);
    await transaction(this.dataSource, async (manager) => {
      await this.users.update(user.id, { passwordHash }, manager);
      await this.tokens.revokeAll(user.id, session.tokenId, manager);
    });
    this.logger.log(`user ${user.id} changed the password; other sessions revoked`);
    return ok(null, MESSAGES.passwordUpdated);
  }
}
