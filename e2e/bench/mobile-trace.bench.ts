import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { test } from '@playwright/test';
import { TOKEN_STORAGE_KEY } from 'contracts';
import { expectRemotePage } from '../support/app.js';
import { E2E_DIR } from '../support/environment.js';
import { MCP_GRID_CPU_SLOWDOWN } from './budgets.js';
import { median } from './median.js';
import { mobileCompany } from './mobile-company.js';

/** LIGHTHOUSE_PAGES=overview,chart: only the pages whose name holds one of these words, as in lighthouse-mobile.bench.ts. */
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',').map((word) => word.trim().toLowerCase()).filter(Boolean);
const RUNS = Number(process.env.TRACE_RUNS ?? 3);
/** A task longer than this blocks input (Lighthouse's TBT counts what is beyond it). */
const LONG_TASK_MS = 50;
/** After the page's content is there, how long the trace goes on (the work the page does after its first screen). */
const SETTLE_MS = 4_000;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event: without the time the throttling or other processes held the thread. */
  tdur?: number;
  args?: { name?: string; data?: { url?: string; functionName?: string; type?: string } };
}

/** What a piece of a task is: a script's evaluation (by file), a function call, a timer, style, layout… */
function label(event: TraceEvent): string {
  const url = event.args?.data?.url;
  const file = url ? url.split('/').pop()!.replace(/\.[0-9a-f]{6,}\./, '.') : '';
  switch (event.name) {
    case 'EvaluateScript':
    case 'v8.evaluateModule':
      return `evaluate ${file}`;
    case 'FunctionCall':
      return `call ${file}${event.args?.data?.functionName ? `:${event.args.data.functionName}` : ''}`;
    case 'EventDispatch':
      return `event ${event.args?.data?.type ?? ''}`;
    default:
      return event.name;
  }
}

const PARTS = new Set(['EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'TimerFire', 'FireAnimationFrame', 'RunMicrotasks', 'ParseHTML', 'UpdateLayoutTree', 'Layout', 'Paint', 'PrePaint', 'MajorGC', 'MinorGC', 'EventDispatch', 'v8.compile', 'XHRLoad', 'Commit']);

/** An event's CPU time on the phone: the thread's own CPU time × the slowdown, as Lighthouse simulates it from an unthrottled trace. */
const phoneMs = (event: TraceEvent) => ((event.tdur ?? event.dur ?? 0) / 1000) * MCP_GRID_CPU_SLOWDOWN;

/** The renderer's main-thread tasks over LONG_TASK_MS of CPU time on the phone, each with its biggest parts. */
function longTasks(events: TraceEvent[]): { ms: number; wallMs: number; parts: string }[] {
  const mains = events.filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const tasksOf = (pid: number, tid: number) => events.filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X' && event.name === 'RunTask');
  // The page's main thread: the renderer thread that ran the most.
  const main = mains
    .map((thread) => ({ thread, busy: tasksOf(thread.pid, thread.tid).reduce((sum, task) => sum + (task.dur ?? 0), 0) }))
    .sort((a, b) => b.busy - a.busy)[0]!.thread;
  const own = events.filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X');
  return tasksOf(main.pid, main.tid)
    .filter((task) => phoneMs(task) > LONG_TASK_MS)
    .map((task) => {
      const end = task.ts + task.dur!;
      const inside = own.filter((event) => event !== task && PARTS.has(event.name) && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end);
      // The outermost parts only (a function call inside an evaluation is the evaluation's).
      const outer = inside.filter((event) => !inside.some((other) => other !== event && other.ts <= event.ts && other.ts + other.dur! >= event.ts + event.dur! && (other.ts !== event.ts || other.dur! > event.dur!)));
      const byLabel = new Map<string, number>();
      for (const event of outer) byLabel.set(label(event), (byLabel.get(label(event)) ?? 0) + phoneMs(event));
      const parts = [...byLabel].sort((a, b) => b[1] - a[1]).filter(([, ms]) => ms >= 5).map(([name, ms]) => `${name} ${ms.toFixed(0)}`).join(', ');
      return { ms: phoneMs(task), wallMs: task.dur! / 1000, parts };
    });
}

/**
 * Where a phone's main thread goes on each page of the mobile bench's company: the page opened
 * cold (its own browser context, a phone's screen), traced until its remote page is there and
 * SETTLE_MS more; prints each run's long tasks with their parts (a script's evaluation, a timer,
 * a frame's callbacks, style and layout), their total and the time beyond 50 ms (what
 * Lighthouse's TBT adds up). A task's time is the main thread's own CPU time in it × 4, as
 * Lighthouse mobile simulates a phone from an unthrottled trace: on a shared machine a task's
 * wall time (printed beside it) also holds the time other processes had the CPU, and with
 * DevTools' CPU throttling the thread's CPU time holds the throttling too.
 */
test('Mobile trace: the long tasks of each page at 4× CPU', async ({ browser, request }) => {
  test.skip(!process.env.MOBILE_TRACE, 'a diagnosis, not a budget: npm run bench:trace');
  test.setTimeout(60_000 * 10 * (RUNS + 1));
  const company = await mobileCompany(request);
  const pages = company.pages.filter(({ name }) => !ONLY || ONLY.some((word) => name.toLowerCase().includes(word)));
  const lines: string[] = [];
  for (const { name, path } of pages) {
    const totals: number[] = [];
    const blocking: number[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
      const page = await context.newPage();
      await page.goto('/robots.txt');
      await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [TOKEN_STORAGE_KEY, company.token]);
      const load = loadavg()[0];
      await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'toplevel', ...(process.env.TRACE_CPU ? ['disabled-by-default-v8.cpu_profiler'] : [])] });
      await page.goto(path);
      await expectRemotePage(page);
      await page.waitForTimeout(SETTLE_MS);
      const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
      await context.close();
      const slug = `${name.replace(/\W+/g, '-')}-${run}`;
      writeFileSync(join(E2E_DIR, `trace-${slug}.json`), JSON.stringify(trace));
      const tasks = longTasks(trace.traceEvents);
      const total = tasks.reduce((sum, task) => sum + task.ms, 0);
      const beyond = tasks.reduce((sum, task) => sum + task.ms - LONG_TASK_MS, 0);
      totals.push(total);
      blocking.push(beyond);
      lines.push(`${name} run ${run} (load ${load.toFixed(1)}): ${tasks.length} long tasks, ${total.toFixed(0)} ms, ${beyond.toFixed(0)} ms beyond 50 ms`);
      for (const task of tasks) lines.push(`    ${task.ms.toFixed(0).padStart(5)} ms (wall ${task.wallMs.toFixed(0).padStart(5)} ms)  ${task.parts}`);
    }
    lines.push(`${name}: median long-task total ${median(totals).toFixed(0)} ms, beyond 50 ms ${median(blocking).toFixed(0)} ms\n`);
  }
  console.log(`\nMobile trace (main thread's CPU time × ${MCP_GRID_CPU_SLOWDOWN}, 412 px, no throttling), ${RUNS} cold runs a page:\n${lines.join('\n')}`);
});
