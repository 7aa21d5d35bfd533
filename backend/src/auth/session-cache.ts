import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config/config.js';
import { InjectConfig } from '../config/config.module.js';
import type { User } from '../users/user.entity.js';

/** How long a token check is reused without asking the database (docs/PERFORMANCE.md). */
export const SESSION_CACHE_MS = 5_000;
/** Entries kept at most; beyond it the expired ones are swept, then the oldest dropped. */
const MAX_ENTRIES = 10_000;
const CHANNEL = 'sessions:forget-user';

/** What a token check found: the token's row and its user. */
export interface CheckedToken {
  tokenId: number;
  createdAt: Date;
  lastUsedAt: Date;
  user: User;
}

interface Entry {
  checked: CheckedToken;
  until: number;
}

/**
 * Token checks of the last few seconds, by token hash, so a signed-in request costs no query
 * for its token. A change to a user's tokens or to the user (logout, password change or
 * reset, name, administrator flag) forgets every entry of that user once it is committed
 * (`afterCommit`); with REDIS_URL every process forgets it (pub/sub), and while that channel
 * is down nothing is cached: no process can serve a revoked token from memory.
 */
@Injectable()
export class SessionCache implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('SessionCache');
  private readonly entries = new Map<string, Entry>();
  /** When each user was last forgotten: a check that started before that may not be stored. */
  private readonly forgotten = new Map<number, number>();
  private readonly publisher?: Redis;
  private readonly subscriber?: Redis;
  /** Listening to the other processes' changes: caching is safe only meanwhile. */
  private subscribed = false;

  constructor(@InjectConfig() config: AppConfig) {
    if (!config.redisUrl) return;
    const options = { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2000 };
    this.publisher = new Redis(config.redisUrl, options);
    this.subscriber = new Redis(config.redisUrl, { ...options, enableOfflineQueue: true });
    for (const client of [this.publisher, this.subscriber]) client.on('error', () => undefined);
    this.subscriber.on('message', (_channel: string, userId: string) => this.forgetHere(Number(userId)));
    // Messages missed while disconnected are lost: start afresh, and cache again only once
    // subscribed (a subscription that failed at start, e.g. a slow first connection, is not
    // renewed by the client on its own).
    this.subscriber.on('ready', () => {
      this.entries.clear();
      void this.subscribe();
    });
    this.subscriber.on('close', () => (this.subscribed = false));
  }

  async onModuleInit(): Promise<void> {
    await this.subscribe();
  }

  private async subscribe(): Promise<void> {
    try {
      await this.subscriber?.subscribe(CHANNEL);
      this.subscribed = true;
    } catch (error) {
      this.logger.warn(`Redis unreachable, token checks are not cached until it answers: ${String(error)}`);
    }
  }

  onApplicationShutdown(): void {
    this.publisher?.disconnect();
    this.subscriber?.disconnect();
  }

  /** Without a working channel to the other processes, every check goes to the database. */
  private get enabled(): boolean {
    return !this.subscriber || (this.subscribed && this.subscriber.status === 'ready');
  }

  get(tokenHash: string): CheckedToken | null {
    const entry = this.entries.get(tokenHash);
    if (!entry) return null;
    if (entry.until > Date.now() && this.enabled) return entry.checked;
    this.entries.delete(tokenHash);
    return null;
  }

  /** Stores a check that started at `startedAt`, unless its user was forgotten since. */
  set(tokenHash: string, checked: CheckedToken, startedAt: number): void {
    if (!this.enabled || (this.forgotten.get(checked.user.id) ?? -Infinity) >= startedAt) return;
    if (this.entries.size >= MAX_ENTRIES) this.sweep();
    this.entries.set(tokenHash, { checked, until: startedAt + SESSION_CACHE_MS });
  }

  /**
   * Every process drops the user's entries (call it once the change is committed). Resolves
   * once Redis has handed the message to the other processes, so the answer that follows
   * (a logout's) reaches the client after they know.
   */
  async forgetUser(userId: number): Promise<void> {
    this.forgetHere(userId);
    try {
      await this.publisher?.publish(CHANNEL, String(userId));
    } catch (error) {
      this.logger.warn(`could not tell the other processes to forget user ${userId}: ${String(error)}`);
    }
  }

  private forgetHere(userId: number): void {
    const now = Date.now();
    this.forgotten.set(userId, now);
    for (const [hash, entry] of this.entries) if (entry.checked.user.id === userId) this.entries.delete(hash);
    for (const [id, at] of this.forgotten) if (at < now - SESSION_CACHE_MS) this.forgotten.delete(id);
  }

  private sweep(): void {
    const now = Date.now();
    for (const [hash, entry] of this.entries) if (entry.until <= now) this.entries.delete(hash);
    // Still full: the oldest go (a Map iterates in insertion order).
    for (const hash of this.entries.keys()) {
      if (this.entries.size < MAX_ENTRIES) break;
      this.entries.delete(hash);
    }
  }
}
