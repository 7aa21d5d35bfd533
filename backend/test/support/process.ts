import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';

/** The compiled entry point (`pnpm --filter backend test` builds it first). */
export const MAIN_JS = fileURLToPath(new URL('../../dist/main.js', import.meta.url));

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address !== 'object') throw new Error('no port');
  return address.port;
}

export interface Backend {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Runs `node dist/main.js` from an unrelated directory, with only the given variables set (and
 * Node options, e.g. `--cpu-prof`), or another script that starts it (`script` and its arguments).
 */
export function runBackend(env: Record<string, string>, nodeArgs: string[] = [], script: string[] = [MAIN_JS]): Backend {
  const child = spawn(process.execPath, [...nodeArgs, ...script], {
    cwd: tmpdir(),
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (chunk) => (out += chunk));
  child.stderr!.on('data', (chunk) => (err += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, stdout: () => out, stderr: () => err, exited };
}

/** Resolves once the output contains the text, or rejects when the process exits first. */
export async function waitForOutput(backend: Backend, text: string, deadlineMs = 30_000): Promise<void> {
  const end = Date.now() + deadlineMs;
  let exited = false;
  void backend.exited.then(() => (exited = true));
  while (!backend.stdout().includes(text)) {
    if (exited || Date.now() > end) {
      throw new Error(`backend did not print "${text}"\nstdout:\n${backend.stdout()}\nstderr:\n${backend.stderr()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
