import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import { REPO_ROOT } from '../config/paths.js';
import { HAPROXY_CONFIG, instancePort, serversSection } from './haproxy.js';

/** The built server each instance runs. */
const MAIN_JS = join(REPO_ROOT, 'backend', 'dist', 'main.js');
/** An exit this soon after a start counts as a crash loop: the next restart waits longer (up to MAX_RESTART_DELAY_MS). */
const QUICK_EXIT_MS = 10_000;
const FIRST_RESTART_DELAY_MS = 500;
const MAX_RESTART_DELAY_MS = 30_000;
/** An instance drains in 10 s at most (DRAIN_TIMEOUT_MS), the balancer in 15 (hard-stop-after): past this a process is killed. */
const STOP_TIMEOUT_MS = 20_000;

/** A child process kept running: restarted whenever it exits, until `stop`. */
class Supervised {
  private child: ChildProcess | null = null;
  private startedAt = 0;
  private quickExits = 0;
  private restartTimer: NodeJS.Timeout | undefined;
  private stopping = false;
  private exitWaiters: (() => void)[] = [];

  constructor(
    readonly name: string,
    private readonly command: string,
    private readonly args: string[],
    private readonly env: NodeJS.ProcessEnv,
    private readonly logger: Logger,
  ) {}

  start(): void {
    this.startedAt = Date.now();
    // A process group of its own: a Ctrl-C in the terminal reaches the supervisor only, which
    // stops each child in its order (a second SIGINT would make an instance exit undrained).
    const child = spawn(this.command, this.args, { env: this.env, stdio: ['ignore', 'inherit', 'inherit'], detached: true });
    this.child = child;
    this.logger.info({ process: this.name, pid: child.pid }, 'started');
    child.on('error', (error) => {
      this.logger.error({ process: this.name, err: error }, 'could not be started');
      this.exited(child, null, null);
    });
    child.on('exit', (code, signal) => this.exited(child, code, signal));
  }

  private exited(child: ChildProcess, code: number | null, signal: NodeJS.Signals | null): void {
    if (this.child !== child) return;
    this.child = null;
    for (const resolve of this.exitWaiters.splice(0)) resolve();
    if (this.stopping) {
      this.logger.info({ process: this.name, pid: child.pid, code, signal }, 'stopped');
      return;
    }
    this.quickExits = Date.now() - this.startedAt < QUICK_EXIT_MS ? this.quickExits + 1 : 0;
    const delay = Math.min(MAX_RESTART_DELAY_MS, FIRST_RESTART_DELAY_MS * 2 ** this.quickExits);
    this.logger.warn({ process: this.name, pid: child.pid, code, signal, restartInMs: delay }, 'exited: restarting');
    this.restartTimer = setTimeout(() => this.start(), delay);
  }

  /** Sends `signal`, waits for the exit (SIGKILL after STOP_TIMEOUT_MS) and restarts nothing more. */
  async stop(signal: NodeJS.Signals): Promise<void> {
    this.stopping = true;
    clearTimeout(this.restartTimer);
    const child = this.child;
    if (!child) return;
    const exited = new Promise<void>((resolve) => this.exitWaiters.push(resolve));
    child.kill(signal);
    const timeout = sleep(STOP_TIMEOUT_MS).then(() => 'timeout' as const);
    if ((await Promise.race([exited, timeout])) === 'timeout') {
      this.logger.error({ process: this.name, pid: child.pid }, `still running ${STOP_TIMEOUT_MS / 1000} s after ${signal}: killed`);
      child.kill('SIGKILL');
      await exited;
    }
  }

  kill(): void {
    this.stopping = true;
    clearTimeout(this.restartTimer);
    this.child?.kill('SIGKILL');
  }
}

/** True once every instance has answered its readiness check with 200; false if `stopped` first. */
async function allReady(ports: number[], stopped: () => boolean): Promise<boolean> {
  const ready = async (port: number) => {
    try {
      return (await fetch(`http://127.0.0.1:${port}/api/health/ready`)).ok;
    } catch {
      return false;
    }
  };
  while (!stopped()) {
    if ((await Promise.all(ports.map(ready))).every(Boolean)) return true;
    await sleep(250);
  }
  return false;
}

export interface ClusterOptions {
  /** Where the balancer listens (PORT); instance i listens on port + i. */
  port: number;
  size: number;
  haproxy: string;
  /** The instances' environment (DATABASE_URL, REDIS_URL, …), PORT set per instance. */
  env: NodeJS.ProcessEnv;
  logger: Logger;
}

/**
 * `npm run cluster`: `size` instances of the built server and HAProxy in front of them
 * (deploy/haproxy.cfg), each restarted when it exits, until SIGTERM or SIGINT: then every
 * instance drains (SIGTERM) while the balancer stops taking connections and finishes the ones
 * it has (SIGUSR1, its soft stop). A second signal kills everything at once. Answers the exit code.
 */
export async function runCluster({ port, size, haproxy, env, logger }: ClusterOptions): Promise<number> {
  const ports = Array.from({ length: size }, (_, i) => instancePort(port, i + 1));
  const dir = mkdtempSync(join(tmpdir(), 'estrategia-cluster-'));
  try {
    const servers = join(dir, 'servers.cfg');
    writeFileSync(servers, serversSection(ports));
    const haproxyArgs = ['-f', HAPROXY_CONFIG, '-f', servers];
    const check = spawnSync(haproxy, ['-c', '-q', ...haproxyArgs], { env, encoding: 'utf8' });
    if (check.status !== 0) {
      logger.error({ output: `${check.stdout ?? ''}${check.stderr ?? ''}`.trim() || String(check.error) }, 'the balancer configuration is invalid');
      return 1;
    }

    const instances = ports.map((instance, i) => new Supervised(`app${i + 1}`, process.execPath, [MAIN_JS], { ...env, PORT: String(instance) }, logger));
    const balancer = new Supervised('haproxy', haproxy, ['-db', ...haproxyArgs], env, logger);
    let stopping = false;
    const stopSignal = new Promise<NodeJS.Signals>((resolve) => {
      for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => resolve(signal));
    });
    for (const instance of instances) instance.start();
    balancer.start();
    void allReady(ports, () => stopping).then((ready) => ready && logger.info({ url: `http://localhost:${port}`, instances: ports }, `serving with ${size} instance${size > 1 ? 's' : ''}`));

    const signal = await stopSignal;
    stopping = true;
    logger.info({ signal }, 'stopping: the instances drain, the balancer finishes what it forwards');
    for (const again of ['SIGTERM', 'SIGINT'] as const) {
      process.once(again, () => {
        logger.warn('second signal: killing every process');
        for (const child of [...instances, balancer]) child.kill();
      });
    }
    await Promise.all([...instances.map((instance) => instance.stop('SIGTERM')), balancer.stop('SIGUSR1')]);
    return 0;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
