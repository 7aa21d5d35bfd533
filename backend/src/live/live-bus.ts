import { Logger } from '@nestjs/common';
import { LIVE_REPLAY_MS, LIVE_TICKET_SECONDS, type LiveChange } from 'contracts';
import { Redis } from 'ioredis';

/** What the processes of one deployment tell each other about a company's live streams. */
export type BusMessage =
  | { type: 'change'; companyId: number; id: string; change: LiveChange }
  /** Someone's access to the company may have ended (removed member, blocked company): streams check again. */
  | { type: 'access'; companyId: number }
  /** Who has an analysis open changed: streams on it are told who now. */
  | { type: 'presence'; companyId: number; analysis: string };

/** One stream's presence record. */
export interface PresenceEntry {
  userId: number;
  name: string;
  analysis: string;
  until: number;
}

/** Event ids are `<ms>-<seq>` (Redis Streams' own form), ordered by time then sequence. */
export function idAfter(id: string, than: string): boolean {
  const [ms, seq] = id.split('-').map(Number) as [number, number];
  const [thanMs, thanSeq] = than.split('-').map(Number) as [number, number];
  return ms > thanMs || (ms === thanMs && seq > (thanSeq || 0));
}

/**
 * How live events, tickets and presence travel: in this process only (no REDIS_URL), or
 * through Redis so that every process of a deployment sees them (pub/sub for delivery, a
 * Stream per company for the five minutes of replay, keys with an expiry for tickets and
 * presence). Keys and the channel are named after the database the deployment uses, so
 * two deployments (or test runs) sharing one Redis never mix.
 */
export abstract class LiveBus {
  /** Called with every message, this process's own included. */
  onMessage: (message: BusMessage) => void = () => undefined;
  abstract publishChange(companyId: number, change: LiveChange): Promise<void>;
  abstract tell(message: Exclude<BusMessage, { type: 'change' }>): Promise<void>;
  abstract since(companyId: number, lastId: string): Promise<{ id: string; change: LiveChange }[]>;
  abstract storeTicket(ticket: string, value: string): Promise<void>;
  abstract takeTicket(ticket: string): Promise<string | null>;
  abstract setPresence(companyId: number, streamId: string, entry: PresenceEntry | null): Promise<void>;
  abstract presence(companyId: number): Promise<PresenceEntry[]>;
  async start(): Promise<void> {}
  close(): void {}
}

/** Everything in this process's memory. */
export class MemoryLiveBus extends LiveBus {
  private readonly history = new Map<number, { id: string; at: number; change: LiveChange }[]>();
  private readonly tickets = new Map<string, { value: string; until: number }>();
  private readonly present = new Map<number, Map<string, PresenceEntry>>();
  private lastMs = 0;
  private seq = 0;

  async publishChange(companyId: number, change: LiveChange): Promise<void> {
    const now = Date.now();
    this.seq = now === this.lastMs ? this.seq + 1 : 0;
    this.lastMs = now;
    const id = `${now}-${this.seq}`;
    const kept = (this.history.get(companyId) ?? []).filter((entry) => entry.at >= now - LIVE_REPLAY_MS);
    kept.push({ id, at: now, change });
    this.history.set(companyId, kept);
    this.onMessage({ type: 'change', companyId, id, change });
  }

  async tell(message: Exclude<BusMessage, { type: 'change' }>): Promise<void> {
    this.onMessage(message);
  }

  async since(companyId: number, lastId: string) {
    return (this.history.get(companyId) ?? []).filter((entry) => idAfter(entry.id, lastId));
  }

  async storeTicket(ticket: string, value: string): Promise<void> {
    const now = Date.now();
    for (const [key, entry] of this.tickets) if (entry.until <= now) this.tickets.delete(key);
    this.tickets.set(ticket, { value, until: now + LIVE_TICKET_SECONDS * 1000 });
  }

  async takeTicket(ticket: string): Promise<string | null> {
    const entry = this.tickets.get(ticket);
    this.tickets.delete(ticket);
    return entry && entry.until > Date.now() ? entry.value : null;
  }

  async setPresence(companyId: number, streamId: string, entry: PresenceEntry | null): Promise<void> {
    const company = this.present.get(companyId) ?? new Map<string, PresenceEntry>();
    if (entry) company.set(streamId, entry);
    else company.delete(streamId);
    if (company.size) this.present.set(companyId, company);
    else this.present.delete(companyId);
  }

  async presence(companyId: number): Promise<PresenceEntry[]> {
    return [...(this.present.get(companyId)?.values() ?? [])];
  }
}

/** Through Redis, for every process of the deployment. */
export class RedisLiveBus extends LiveBus {
  private readonly logger = new Logger('LiveBus');
  private readonly commands: Redis;
  private readonly subscriber: Redis;
  private readonly channel: string;

  constructor(
    url: string,
    private readonly prefix: string,
  ) {
    super();
    const options = { maxRetriesPerRequest: 1, connectTimeout: 2000 };
    this.commands = new Redis(url, options);
    this.subscriber = new Redis(url, options);
    for (const client of [this.commands, this.subscriber]) client.on('error', () => undefined);
    this.channel = `${prefix}bus`;
    this.subscriber.on('message', (_channel: string, text: string) => {
      try {
        this.onMessage(JSON.parse(text) as BusMessage);
      } catch (error) {
        this.logger.warn(`unreadable live message: ${String(error)}`);
      }
    });
  }

  override async start(): Promise<void> {
    try {
      await this.subscriber.subscribe(this.channel);
    } catch (error) {
      this.logger.warn(`Redis unreachable, live events stay in this process until it answers: ${String(error)}`);
    }
  }

  /** XADD (its id is the event's), trimmed to the replay window, then PUBLISH to every process. */
  async publishChange(companyId: number, change: LiveChange): Promise<void> {
    try {
      const minId = String(Date.now() - LIVE_REPLAY_MS - 60_000);
      const id = (await this.commands.xadd(`${this.prefix}changes:${companyId}`, 'MINID', '~', minId, '*', 'change', JSON.stringify(change)))!;
      await this.commands.expire(`${this.prefix}changes:${companyId}`, Math.ceil(LIVE_REPLAY_MS / 1000) * 2);
      await this.commands.publish(this.channel, JSON.stringify({ type: 'change', companyId, id, change } satisfies BusMessage));
    } catch (error) {
      this.logger.warn(`live event of company ${companyId} not published: ${String(error)}`);
    }
  }

  async tell(message: Exclude<BusMessage, { type: 'change' }>): Promise<void> {
    try {
      await this.commands.publish(this.channel, JSON.stringify(message));
    } catch {
      this.onMessage(message); // this process at least
    }
  }

  async since(companyId: number, lastId: string) {
    const entries = await this.commands.xrange(`${this.prefix}changes:${companyId}`, `(${lastId}`, '+');
    return entries.map(([id, fields]) => ({ id, change: JSON.parse(fields[1]!) as LiveChange }));
  }

  async storeTicket(ticket: string, value: string): Promise<void> {
    await this.commands.set(`${this.prefix}ticket:${ticket}`, value, 'EX', LIVE_TICKET_SECONDS);
  }

  async takeTicket(ticket: string): Promise<string | null> {
    return this.commands.getdel(`${this.prefix}ticket:${ticket}`);
  }

  async setPresence(companyId: number, streamId: string, entry: PresenceEntry | null): Promise<void> {
    const key = `${this.prefix}presence:${companyId}`;
    if (entry) await this.commands.multi().hset(key, streamId, JSON.stringify(entry)).expire(key, 120).exec();
    else await this.commands.hdel(key, streamId);
  }

  async presence(companyId: number): Promise<PresenceEntry[]> {
    const all = await this.commands.hgetall(`${this.prefix}presence:${companyId}`);
    return Object.values(all).map((text) => JSON.parse(text) as PresenceEntry);
  }

  override close(): void {
    this.commands.disconnect();
    this.subscriber.disconnect();
  }
}
