import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { type BeforeApplicationShutdown, HttpStatus, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { ANALYSIS_KIND_KEYS, ANALYSIS_KINDS, LIVE_HEARTBEAT_MS, LIVE_RETRY_MS, type LiveAction, type LiveChange, type LivePresence, liveAnalysisParam, MESSAGES, parseLiveAnalysis } from 'contracts';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../auth/auth-user.js';
import { ApiError } from '../common/http/api-error.js';
import { companyNotFound } from '../companies/company-access.service.js';
import { CompanyMembership } from '../companies/company-membership.entity.js';
import { companyMode } from '../companies/company-view.js';
import { Company } from '../companies/company.entity.js';
import type { AppConfig } from '../config/config.js';
import { InjectConfig } from '../config/config.module.js';
import { afterCommit, onCommit } from '../database/after-commit.js';
import { type BusMessage, type LiveBus, MemoryLiveBus, type PresenceEntry, RedisLiveBus } from './live-bus.js';
import { type PendingChange, startChange, takeChange } from './live-changes.js';

/** One open event stream of this process. */
interface Stream {
  id: string;
  companyId: number;
  userId: number;
  name: string;
  analysis: string | null;
  body: PassThrough;
}

/** Who a ticket was given to. */
interface TicketHolder {
  userId: number;
  name: string;
  companyId: number;
}

const KIND_OF_TABLE = new Map(ANALYSIS_KIND_KEYS.map((kind) => [ANALYSIS_KINDS[kind].routes.one.split('/')[0]!, kind]));

/** One SSE frame. */
const frame = (event: string, data: unknown, id?: string): string => `${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * A company's changes to its open pages (Server-Sent Events): tickets, the streams of this
 * process, what each write transaction changed (published once it commits), presence on
 * each analysis, access checked again when a member leaves or the company is blocked.
 */
@Injectable()
export class LiveService implements OnModuleInit, BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly logger = new Logger('Live');
  private readonly bus: LiveBus;
  private readonly streams = new Map<string, Stream>();
  private heartbeat?: NodeJS.Timeout;

  constructor(
    @InjectConfig() config: AppConfig,
    private readonly dataSource: DataSource,
  ) {
    const db = config.database;
    const namespace = createHash('sha256')
      .update(db.driver === 'sqlite' ? db.path : `${db.host}:${db.port}/${db.database}`)
      .digest('hex')
      .slice(0, 12);
    this.bus = config.redisUrl ? new RedisLiveBus(config.redisUrl, `live:${namespace}:`) : new MemoryLiveBus();
    this.bus.onMessage = (message) => void this.received(message);
  }

  async onModuleInit(): Promise<void> {
    await this.bus.start();
    this.heartbeat = setInterval(() => void this.beat(), LIVE_HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /** Every stream ends with a `retry:` hint before the server stops taking connections. */
  beforeApplicationShutdown(): void {
    clearInterval(this.heartbeat);
    for (const stream of this.streams.values()) stream.body.end(`retry: ${LIVE_RETRY_MS}\nevent: shutdown\ndata: {}\n\n`);
  }

  onApplicationShutdown(): void {
    this.bus.close();
  }

  /** The write check of an analysis (AnalysisAccessService): its change is published once the transaction commits. */
  changing(
    manager: EntityManager,
    table: string,
    analysis: { id: number; companyId: number; dataVersion: number; name: string },
    user: AuthUser,
    action: LiveAction = 'updated',
  ): void {
    const kind = KIND_OF_TABLE.get(table);
    if (!kind) return;
    const change: PendingChange = {
      companyId: analysis.companyId,
      kind,
      analysisId: analysis.id,
      part: null,
      partId: null,
      action,
      label: null,
      analysis,
      version: analysis.dataVersion,
      author: { id: user.id, name: user.firstName },
    };
    if (!startChange(manager, change)) return;
    void onCommit(manager, async () => {
      const done = takeChange(manager);
      if (done) await this.publish(done);
    });
    void afterCommit(manager, () => void takeChange(manager));
  }

  private async publish({ companyId, analysis, label, ...change }: PendingChange): Promise<void> {
    await this.bus.publishChange(companyId, { ...change, label: label ?? analysis.name, at: new Date().toISOString() } satisfies LiveChange);
  }

  /** After a membership ended or the company was blocked (once committed): every process checks its streams of the company again. */
  accessChanged(manager: EntityManager, companyId: number): void {
    void afterCommit(manager, () => this.bus.tell({ type: 'access', companyId }));
  }

  /** A single-use ticket for `GET …/events`, to a member of an open company only. */
  async ticket(user: AuthUser, companyId: number): Promise<string> {
    if (!(await this.mayListen(user.id, companyId))) throw companyNotFound();
    const ticket = randomBytes(24).toString('base64url');
    await this.bus.storeTicket(ticket, JSON.stringify({ userId: user.id, name: user.firstName, companyId } satisfies TicketHolder));
    return ticket;
  }

  /** The stream of a ticket: missed events since `lastEventId` first, then live ones; 401 for a ticket unknown, used, expired or of another company. */
  async open(companyId: number, ticket: string, analysis: string | undefined, lastEventId: string | undefined): Promise<PassThrough> {
    const holderText = ticket ? await this.bus.takeTicket(ticket) : null;
    const holder = holderText ? (JSON.parse(holderText) as TicketHolder) : null;
    if (!holder || holder.companyId !== companyId) throw ApiError.general(HttpStatus.UNAUTHORIZED, MESSAGES.liveTicketInvalid);
    if (!(await this.mayListen(holder.userId, companyId))) throw companyNotFound();
    const opened = parseLiveAnalysis(analysis);
    const stream: Stream = {
      id: randomUUID(),
      companyId,
      userId: holder.userId,
      name: holder.name,
      analysis: opened && liveAnalysisParam(opened.kind, opened.analysisId),
      body: new PassThrough(),
    };
    stream.body.write(`retry: ${LIVE_RETRY_MS}\n: open\n\n`);
    if (lastEventId && /^\d{1,15}-\d{1,10}$/.test(lastEventId)) {
      for (const { id, change } of await this.bus.since(companyId, lastEventId)) stream.body.write(frame('change', change, id));
    }
    this.streams.set(stream.id, stream);
    stream.body.on('close', () => void this.closed(stream));
    if (stream.analysis) await this.updatePresence(stream, true);
    return stream.body;
  }

  /** How many streams this process holds (the bench's figure). */
  get openStreams(): number {
    return this.streams.size;
  }

  private async closed(stream: Stream): Promise<void> {
    if (!this.streams.delete(stream.id)) return;
    if (stream.analysis) await this.updatePresence(stream, false).catch(() => undefined);
  }

  private async updatePresence(stream: Stream, present: boolean): Promise<void> {
    const entry: PresenceEntry | null = present ? { userId: stream.userId, name: stream.name, analysis: stream.analysis!, until: Date.now() + 3 * LIVE_HEARTBEAT_MS } : null;
    await this.bus.setPresence(stream.companyId, stream.id, entry);
    await this.bus.tell({ type: 'presence', companyId: stream.companyId, analysis: stream.analysis! });
  }

  /** A member of the company (a system administrator alone is not), the company not blocked. */
  private async mayListen(userId: number, companyId: number): Promise<boolean> {
    const manager = this.dataSource.manager;
    const company = await manager.findOne(Company, { where: { id: companyId } });
    if (!company || companyMode(company) === 0) return false;
    return (await manager.count(CompanyMembership, { where: { companyId, userId } })) > 0;
  }

  private async received(message: BusMessage): Promise<void> {
    const mine = [...this.streams.values()].filter((stream) => stream.companyId === message.companyId);
    if (mine.length === 0) return;
    if (message.type === 'change') {
      const text = frame('change', message.change, message.id);
      for (const stream of mine) stream.body.write(text);
    } else if (message.type === 'access') {
      for (const stream of mine) if (!(await this.mayListen(stream.userId, stream.companyId))) stream.body.end(frame('revoked', {}));
    } else {
      const viewers = mine.filter((stream) => stream.analysis === message.analysis);
      if (viewers.length === 0) return;
      const opened = parseLiveAnalysis(message.analysis)!;
      const now = Date.now();
      const people = new Map<number, string>();
      for (const entry of await this.bus.presence(message.companyId)) if (entry.analysis === message.analysis && entry.until > now) people.set(entry.userId, entry.name);
      const presence: LivePresence = { kind: opened.kind, analysisId: opened.analysisId, people: [...people].map(([id, name]) => ({ id, name })) };
      for (const stream of viewers) stream.body.write(frame('presence', presence));
    }
  }

  /** The keep-alive comment, and each stream's presence renewed (an entry of a process that died expires on its own). */
  private async beat(): Promise<void> {
    for (const stream of this.streams.values()) {
      stream.body.write(': keep-alive\n\n');
      if (!stream.analysis) continue;
      const entry = { userId: stream.userId, name: stream.name, analysis: stream.analysis, until: Date.now() + 3 * LIVE_HEARTBEAT_MS };
      await this.bus.setPresence(stream.companyId, stream.id, entry).catch((error: unknown) => this.logger.warn(`presence not renewed: ${String(error)}`));
    }
  }
}
