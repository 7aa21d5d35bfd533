import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, type EntityManager, Not, Repository } from 'typeorm';
import { afterCommit } from '../database/after-commit.js';
import { transaction } from '../database/transaction.js';
import type { User } from '../users/user.entity.js';
import { AuthToken } from './auth-token.entity.js';
import { type CheckedToken, SessionCache } from './session-cache.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** docs/domain/api.md: 30 days without use, 90 days at most. */
export const TOKEN_IDLE_TTL_MS = 30 * DAY_MS;
export const TOKEN_MAX_TTL_MS = 90 * DAY_MS;
/** `last_used_at` is written at most this often (not on every request). */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

/** The token format: 32 random bytes, base64url (43 characters). */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

const expired = (token: { createdAt: Date; lastUsedAt: Date }, now: Date): boolean =>
  now.getTime() - token.lastUsedAt.getTime() > TOKEN_IDLE_TTL_MS || now.getTime() - token.createdAt.getTime() > TOKEN_MAX_TTL_MS;

/** A signed-in request: the user and the token it came with. */
export interface Session {
  user: User;
  tokenId: number;
  token: string;
}

/** Sign-in tokens: random, stored as SHA-256 only, expiring, revocable. */
@Injectable()
export class AuthTokensService {
  constructor(
    @InjectRepository(AuthToken) private readonly tokens: Repository<AuthToken>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cache: SessionCache,
  ) {}

  /** A write in the caller's transaction, or in one of its own (the SQLite-safe helper). */
  private write<T>(manager: EntityManager | undefined, work: (tokens: Repository<AuthToken>) => Promise<T>): Promise<T> {
    return manager ? work(manager.getRepository(AuthToken)) : transaction(this.dataSource, (own) => work(own.getRepository(AuthToken)));
  }

  /** A new token for a sign-in; the only time the token itself exists on the server. */
  async issue(userId: number, manager?: EntityManager): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    await this.write(manager, (tokens) => tokens.insert({ userId, tokenHash: hashToken(token), createdAt: now, lastUsedAt: now }));
    return token;
  }

  /**
   * The session of a token, or null when unknown, malformed or expired (an expired one is
   * deleted). A check of the last seconds is reused (SessionCache): the token's expiry is
   * still judged at `now`.
   */
  async authenticate(token: string, now: Date = new Date()): Promise<Session | null> {
    if (!TOKEN_PATTERN.test(token)) return null;
    const tokenHash = hashToken(token);
    const cached = this.cache.get(tokenHash);
    if (cached && !expired(cached, now)) return { user: cached.user, tokenId: cached.tokenId, token };
    const startedAt = Date.now();
    const row = await this.tokens.findOne({ where: { tokenHash }, relations: { user: true } });
    if (!row?.user) return null;
    if (expired(row, now)) {
      await this.write(undefined, (tokens) => tokens.delete({ id: row.id }));
      return null;
    }
    if (now.getTime() - row.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
      await this.write(undefined, (tokens) => tokens.update({ id: row.id }, { lastUsedAt: now }));
      row.lastUsedAt = now;
    }
    const checked: CheckedToken = { tokenId: row.id, createdAt: row.createdAt, lastUsedAt: row.lastUsedAt, user: row.user };
    this.cache.set(tokenHash, checked, startedAt);
    return { user: row.user, tokenId: row.id, token };
  }

  async revoke(tokenId: number, userId: number, manager?: EntityManager): Promise<void> {
    await this.write(manager, (tokens) => tokens.delete({ id: tokenId }));
    await afterCommit(manager, () => this.cache.forgetUser(userId));
  }

  /** Every token of the user except the one given (the session that changed the password). */
  async revokeAll(userId: number, exceptTokenId?: number, manager?: EntityManager): Promise<void> {
    await this.write(manager, (tokens) => tokens.delete(exceptTokenId === undefined ? { userId } : { userId, id: Not(exceptTokenId) }));
    await afterCommit(manager, () => this.cache.forgetUser(userId));
  }
}
