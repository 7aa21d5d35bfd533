import 'reflect-metadata';
import type { Server } from 'node:http';
import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from './app.factory.js';
import { type AppConfig, ConfigError, loadConfig } from './config/config.js';
import { startingServer } from './health/starting-server.js';

function readConfig(): AppConfig {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`Invalid configuration: ${error.message}\n`);
    process.exit(1);
  }
}

/**
 * Every interface, IPv6 and IPv4 (Fastify alone would listen on localhost only), or IPv4's
 * where the host has no IPv6.
 */
async function onEveryInterface(listen: (host: string) => Promise<unknown>): Promise<void> {
  try {
    await listen('::');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EAFNOSUPPORT' && (error as NodeJS.ErrnoException).code !== 'EADDRNOTAVAIL') throw error;
    await listen('0.0.0.0');
  }
}

const listenWith = (server: Server, port: number) => (host: string) =>
  new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });

const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });

/**
 * Starts, then serves until SIGTERM/SIGINT. While it starts (connects, migrates) a small
 * server answers the health routes with the state `starting`; then the application takes the
 * port. A signal stops it gracefully (docs/DECISIONS.md "Readiness and drain"): readiness 503
 * at once, the listener closed, the requests under way finished (10 s at most), then the
 * pools, exit 0. A signal during the start stops it once started (a migration is never cut
 * short); a second signal exits at once.
 */
async function main(): Promise<void> {
  const config = readConfig();
  // What a signal handler finds: the application once created, the signal that asked to stop.
  const instance: { app?: NestFastifyApplication; stopping?: string } = {};
  const stop = async (signal: string) => {
    new Logger('Bootstrap').log(`${signal} received, shutting down`);
    try {
      await instance.app!.close();
      process.exit(0);
    } catch (error) {
      new Logger('Bootstrap').error(`shutdown failed: ${String(error)}`);
      process.exit(1);
    }
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (instance.stopping) process.exit(1);
      instance.stopping = signal;
      if (instance.app) void stop(signal);
    });
  }

  const placeholder = startingServer(config);
  await onEveryInterface(listenWith(placeholder, config.port));
  // Connects, runs pending migrations (under the migration lock on MariaDB), initialises every module.
  const app = await createApp(config);
  await app.init();
  await closeServer(placeholder);
  instance.app = app;
  if (instance.stopping) return stop(instance.stopping);
  await onEveryInterface((host) => app.listen(config.port, host));
  const local = `http://localhost:${config.port}`;
  new Logger('Bootstrap').log(config.publicUrl === local ? `Listening on ${local}` : `Listening on ${local} (public URL ${config.publicUrl})`);
}

main().catch((error: unknown) => {
  process.stderr.write(`Backend failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
