import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newCompanyBody } from '../test/support/companies.js';
import { tempDir } from '../test/support/fixtures.js';
import { type LiveStream, openLiveStream } from '../test/support/live-stream.js';
import { createTestDatabase } from '../test/support/mysql.js';
import { type Backend, freePort, runBackend, waitForOutput } from '../test/support/process.js';
import { REDIS_URL } from '../test/support/redis.js';
import { randomClientIp, signUp } from '../test/support/users.js';

/**
 * Live changes (`npm run bench:live`): the latency of an event from the start of the write
 * (a SWOT item created over HTTP) to its frame read by a client, p50 and p99 over WRITES
 * sequential writes, with one process (no Redis) and across two processes through Redis
 * (write on one, stream on the other), on one MariaDB database; then STREAMS streams held
 * open on one process and its resident memory per stream. Figures only, no budget.
 */
const WRITES = 200;
const STREAMS = 500;

const root = tempDir('live-bench');
const outbox = join(root.path, 'outbox');
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const processes: Backend[] = [];

async function start(redis: boolean): Promise<{ url: string; backend: Backend }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const backend = runBackend({ PORT: String(port), PUBLIC_URL: url, DATABASE_URL: database.url.href, MAIL_OUTBOX_DIR: outbox, ...(redis ? { REDIS_URL } : {}) });
  processes.push(backend);
  await waitForOutput(backend, `Listening on http://localhost:${port}`, 120_000);
  return { url, backend };
}

async function stop(backend: Backend): Promise<void> {
  backend.child.kill('SIGTERM');
  await backend.exited;
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;
const rssKb = (backend: Backend) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${backend.child.pid}/status`, 'utf8'))![1]);

beforeAll(async () => {
  database = await createTestDatabase();
}, 120_000);
afterAll(async () => {
  for (const backend of processes) if (backend.child.exitCode === null) backend.child.kill('SIGTERM');
  await Promise.all(processes.map((backend) => backend.exited));
  await database?.drop();
  root.remove();
});

/** A person with a company and a SWOT, signed up on `writer`. */
async function company(writer: string, name: string) {
  const person = await signUp({ server: writer, config: { mailOutboxDir: outbox, publicUrl: writer, smtpUrl: undefined } }, { email: `${name}.${Date.now().toString(36)}@exemplo.com.br`, name });
  const companyId: number = (await request(writer).post('/api/general/new_company').set(person.auth).send(newCompanyBody(`Bench ${name}`)).expect(201)).body.data.id;
  const swotId: number = (await request(writer).post(`/api/company/${companyId}/swots/`).set(person.auth).send({ name: 'SWOT' }).expect(201)).body.data.id;
  return { person, companyId, swotId };
}

const ticket = async (server: string, auth: Record<string, string>, companyId: number) =>
  (await request(server).post(`/api/company/${companyId}/events/ticket`).set({ ...auth, 'X-Forwarded-For': randomClientIp() }).expect(201)).body.data.ticket as string;

async function latencies(writer: string, reader: string, label: string): Promise<void> {
  const { person, companyId, swotId } = await company(writer, label);
  const stream = await openLiveStream(reader, companyId, { ticket: await ticket(reader, person.auth, companyId) });
  const ms: number[] = [];
  for (let i = 0; i < WRITES; i++) {
    const started = performance.now();
    const arrived = stream.next('change', (data: { label: string }) => data.label === `item ${i}`).then(() => performance.now());
    await request(writer).post(`/api/swots/${swotId}/items/`).set({ ...person.auth, 'X-Forwarded-For': randomClientIp() }).send({ quadrant: 'S', text: `item ${i}`, importance: 0.5 }).expect(201);
    ms.push((await arrived) - started);
    // Within the size quota of a demo SWOT: delete it again (that write's event is not timed).
    const id = (await request(writer).get(`/api/swots/${swotId}/items/`).set(person.auth)).body.data.at(-1).id;
    await request(writer).delete(`/api/swot_items/${id}/`).set({ ...person.auth, 'X-Forwarded-For': randomClientIp() }).expect(200);
  }
  stream.close();
  console.log(`live ${label}: write → client, ${WRITES} events: p50 ${percentile(ms, 50).toFixed(1)} ms, p99 ${percentile(ms, 99).toFixed(1)} ms, max ${Math.max(...ms).toFixed(1)} ms`);
  expect(ms).toHaveLength(WRITES);
}

it('latency in one process (no Redis)', async () => {
  const { url, backend } = await start(false);
  await latencies(url, url, 'one-process');
  await stop(backend);
});

it('latency across two processes through Redis', async () => {
  const a = await start(true);
  const b = await start(true);
  await latencies(a.url, b.url, 'two-processes');
  await stop(a.backend);
  await stop(b.backend);
});

it(`${STREAMS} open streams on one process: memory per stream`, async () => {
  const { url, backend } = await start(false);
  const { person, companyId } = await company(url, 'streams');
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const before = rssKb(backend);
  const streams: LiveStream[] = [];
  // Each ticket just before its stream: a ticket lasts LIVE_TICKET_SECONDS, less than 500 streams take on a loaded machine.
  for (let i = 0; i < STREAMS; i++) streams.push(await openLiveStream(url, companyId, { ticket: await ticket(url, person.auth, companyId) }));
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const after = rssKb(backend);
  expect(streams.filter((stream) => stream.status === 200)).toHaveLength(STREAMS);
  console.log(`live streams: ${STREAMS} held, server RSS ${(before / 1024).toFixed(1)} → ${(after / 1024).toFixed(1)} MiB, ${((after - before) / STREAMS).toFixed(1)} KiB per stream`);
  for (const stream of streams) stream.close();
  await stop(backend);
});
