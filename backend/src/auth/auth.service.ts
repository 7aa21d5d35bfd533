import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import {
  type AuthenticatedUser,
  CONFIRM_EMAIL_MESSAGES,
  type ConfirmEmailRequest,
  type Envelope,
  type LoginRequest,
  MESSAGES,
  type RecoverPasswordEmailRequest,
  type RecoverPasswordFormRequest,
  type RegisterRequest,
  type RegisterResponse,
  type ResendConfirmationRequest,
  fail,
  ok,
} from 'contracts';
import { DataSource, type EntityManager, IsNull } from 'typeorm';
import { ApiError } from '../common/http/api-error.js';
import { transaction } from '../database/transaction.js';
import { maskEmail } from '../common/logging/mask.js';
import type { AppConfig } from '../config/config.js';
import { InjectConfig } from '../config/config.module.js';
import { isUniqueViolation } from '../database/database-errors.js';
import { MailService } from '../mail/mail.service.js';
import { LIMITS, RateLimitService } from '../rate-limit/rate-limit.service.js';
import { LinkTokensService, decodeUserId } from '../users/link-tokens.service.js';
import { PasswordHasher } from '../users/password-hasher.js';
import { User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { AuthTokensService, type Session } from './auth-tokens.service.js';

/** Where the request came from, for rate limits and logs. */
export interface Caller {
  ip: string;
}

/**
 * The account lifecycle (docs/domain/api.md, docs/domain/accounts.md): registration, e-mail
 * confirmation, sign-in and out, password recovery. Controllers only pass data through.
 */
@Injectable()
export class AuthService {
  private readonly logger = new Logger('Auth');
  /** Verified against when the e-mail is unknown, so both failures take as long. */
  private readonly dummyHash: Promise<string>;

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly tokens: AuthTokensService,
    private readonly linkTokens: LinkTokensService,
    private readonly mail: MailService,
    private readonly rateLimit: RateLimitService,
  ) {
    this.dummyHash = hasher.hash('not-a-password-0');
  }

  async register(input: RegisterRequest, caller: Caller): Promise<Envelope<RegisterResponse>> {
    await this.rateLimit.consume(LIMITS.registrationPerIp, caller.ip);
    const existing = await this.users.findByEmail(input.email);
    if (existing?.passwordHash === null) return this.activateInvited(existing);
    if (existing) throw emailTaken();
    const passwordHash = await this.hasher.hash(input.password1);
    let user: User;
    try {
      user = await transaction(this.dataSource, (manager) =>
        this.users.create({ email: input.email, firstName: input.name, passwordHash }, manager),
      );
    } catch (error) {
      // Two registrations of the same e-mail at once: the unique index decides.
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
    this.logger.log(`registered user ${user.id} (${maskEmail(user.email)})`);
    return this.registered(user, () => this.mail.sendConfirmation(user));
  }

  /**
   * An address invited to a company that never set a password registers: the account (and
   * its memberships) is theirs to claim, but only from the mailbox. Nothing is written: were
   * the typed password kept, whoever registered an invited address first would own it (and
   * its companies) as soon as the real owner clicked a confirmation link. The address gets a
   * link that sets the password and confirms it; the answer is a registration's.
   */
  private async activateInvited(user: User): Promise<Envelope<RegisterResponse>> {
    await this.rateLimit.consume(LIMITS.recoveryPerEmail, user.email);
    this.logger.log(`registration of invited user ${user.id}: activation link sent instead`);
    return this.registered(user, () => this.mail.sendActivation(user));
  }

  /** Sends the registration's e-mail; a failure keeps the account and says so in the answer. */
  private async registered(user: User, send: () => Promise<unknown>): Promise<Envelope<RegisterResponse>> {
    try {
      await send();
    } catch (error) {
      this.logger.error(`registration e-mail for user ${user.id} failed: ${String(error)}`);
      return ok({ id: user.id, email: user.email, confirmationSent: false }, MESSAGES.registeredMailFailed);
    }
    return ok({ id: user.id, email: user.email, confirmationSent: true }, MESSAGES.registered);
  }

  async confirmEmail(input: ConfirmEmailRequest): Promise<Envelope<null>> {
    const user = await this.users.findByEmail(input.email);
    if (!user || !(await this.linkTokens.verify('confirm-email', user, input.token))) {
      this.logger.warn(`e-mail confirmation refused for ${maskEmail(input.email)}`);
      throw new ApiError(HttpStatus.BAD_REQUEST, fail({ general: [MESSAGES.emailConfirmationFailedText] }, CONFIRM_EMAIL_MESSAGES.failed));
    }
    if (user.emailConfirmed) return ok(null, CONFIRM_EMAIL_MESSAGES.alreadyConfirmed);
    await transaction(this.dataSource, (manager) => this.markConfirmed(user, manager));
    this.logger.log(`user ${user.id} confirmed the e-mail`);
    return ok(null, CONFIRM_EMAIL_MESSAGES.confirmed);
  }

  /** Confirms the e-mail, and makes the user a system administrator when SYSADMIN_EMAILS lists it. */
  private async markConfirmed(user: User, manager: EntityManager): Promise<void> {
    const isSysAdmin = user.isSysAdmin || this.config.sysadminEmails.includes(user.email);
    await this.users.update(user.id, { emailConfirmed: true, isSysAdmin }, manager);
    if (isSysAdmin && !user.isSysAdmin) this.logger.log(`user ${user.id} is a system administrator (SYSADMIN_EMAILS)`);
    user.emailConfirmed = true;
    user.isSysAdmin = isSysAdmin;
  }

  /** Same answer whether or not the e-mail has an account; one message per 3 minutes per address. */
  async resendConfirmation(input: ResendConfirmationRequest, caller: Caller): Promise<Envelope<null>> {
    await this.rateLimit.consume(LIMITS.resendPerIp, caller.ip);
    await this.rateLimit.consume(LIMITS.resendPerEmail, input.email);
    const user = await this.users.findByEmail(input.email);
    // An invited account without a password gets the link that sets it (as at registration).
    if (user && !user.emailConfirmed) {
      this.mail.sendInBackground(() => (user.passwordHash ? this.mail.sendConfirmation(user) : this.mail.sendActivation(user)));
    }
    return ok(null, MESSAGES.confirmationResent);
  }

  async login(input: LoginRequest, caller: Caller): Promise<AuthenticatedUser> {
    const user = await this.signedInUser(input, caller);
    if (!user.emailConfirmed) {
      this.logger.warn(`sign-in refused for user ${user.id}: e-mail not confirmed`);
      throw ApiError.fields({ general: [MESSAGES.emailNotConfirmed] }, MESSAGES.emailNotConfirmed, HttpStatus.FORBIDDEN);
    }
    const token = await transaction(this.dataSource, async (manager) => {
      // An address added to SYSADMIN_EMAILS after confirmation takes effect at the next sign-in.
      if (!user.isSysAdmin && this.config.sysadminEmails.includes(user.email)) await this.markConfirmed(user, manager);
      return this.tokens.issue(user.id, manager);
    });
    this.logger.log(`user ${user.id} signed in from ${caller.ip}`);
    return authenticatedUser(user, token);
  }

  /**
   * The account an e-mail and password name, under the sign-in's rate limits (the sandbox
   * checkout signs its buyer in with it too, without a session); the invalid-credentials
   * error otherwise.
   */
  async signedInUser(input: LoginRequest, caller: Caller): Promise<User> {
    const user = await this.users.findByEmail(input.email);
    const valid = await this.rateLimit.guess(
      [
        { limit: LIMITS.loginFailuresPerIp, subject: caller.ip },
        { limit: LIMITS.loginFailuresPerAccount, subject: input.email },
      ],
      async () =>
        user?.passwordHash
          ? this.hasher.verify(user.passwordHash, input.password)
          : (await this.hasher.verify(await this.dummyHash, input.password), false),
    );
    if (!user || !valid) {
      this.logger.warn(`failed sign-in for ${maskEmail(input.email)} from ${caller.ip}`);
      throw ApiError.fields({ general: [MESSAGES.invalidCredentials] }, MESSAGES.invalidCredentials);
    }
    return user;
  }

  authenticatedUser(session: Session): AuthenticatedUser {
    return authenticatedUser(session.user, session.token);
  }

  async logout(session: Session): Promise<Envelope<null>> {
    await this.tokens.revoke(session.tokenId, session.user.id);
    this.logger.log(`user ${session.user.id} signed out`);
    return ok(null, MESSAGES.loggedOut);
  }

  /** Same answer whether or not the e-mail has an account. */
  async sendRecoveryEmail(input: RecoverPasswordEmailRequest, caller: Caller): Promise<Envelope<null>> {
    await this.rateLimit.consume(LIMITS.recoveryPerIp, caller.ip);
    await this.rateLimit.consume(LIMITS.recoveryPerEmail, input.email);
    const user = await this.users.findByEmail(input.email);
    if (user) this.mail.sendInBackground(() => this.mail.sendPasswordRecovery(user));
    return ok(null, MESSAGES.recoveryEmailSent);
  }

  /**
   * Sets the password from a reset (or invitation) link. The link proves the mailbox, so
   * the e-mail counts as confirmed; every sign-in token of the user is revoked.
   */
  async resetPassword(input: RecoverPasswordFormRequest): Promise<Envelope<null>> {
    const userId = decodeUserId(input.idencoded);
    const user = userId === null ? null : await this.users.findById(userId);
    if (!user || !(await this.linkTokens.verify('reset-password', user, input.token))) {
      this.logger.warn(`password reset refused${user ? ` for user ${user.id}` : ''}: bad or expired link`);
      throw ApiError.fields({ general: [MESSAGES.resetLinkInvalid] }, MESSAGES.resetLinkInvalid);
    }
    const passwordHash = await this.hasher.hash(input.pass1);
    const changed = await transaction(this.dataSource, async (manager) => {
      // Single use, even for two requests at once: only the one that still sees the old hash writes.
      const result = await manager
        .getRepository(User)
        .update({ id: user.id, passwordHash: user.passwordHash ?? IsNull() }, { passwordHash });
      if (!result.affected) return false;
      if (!user.emailConfirmed || this.config.sysadminEmails.includes(user.email)) await this.markConfirmed(user, manager);
      await this.tokens.revokeAll(user.id, undefined, manager);
      return true;
    });
    if (!changed) throw ApiError.fields({ general: [MESSAGES.resetLinkInvalid] }, MESSAGES.resetLinkInvalid);
    this.logger.log(`user ${user.id} reset the password; every session revoked`);
    return ok(null, MESSAGES.passwordResetDone);
  }
}

/** The answer of login and get_authenticated_user (id, first_name, email, token). */
const authenticatedUser = (user: User, token: string): AuthenticatedUser => ({
  id: user.id,
  first_name: user.firstName,
  email: user.email,
  token,
  isSysAdmin: user.isSysAdmin,
});

const emailTaken = () => ApiError.fields({ email: [MESSAGES.emailTaken] }, MESSAGES.emailTaken, HttpStatus.CONFLICT);
