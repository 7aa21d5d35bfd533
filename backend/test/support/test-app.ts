import 'reflect-metadata';
import type { Type } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/app.factory.js';
import { type AppConfig, loadConfig } from '../../src/config/config.js';
import { XSRF_COOKIE, XSRF_HEADER } from 'contracts';
import { ProbeModule } from './probe.module.js';

export interface TestApp {
  app: NestFastifyApplication;
  server: Server;
  config: AppConfig;
  dataSource: DataSource;
  close: () => Promise<void>;
}

/**
 * The production application (same factory as main.ts) on a real database, plus the probe
 * routes, with configuration read by the real parser from the given variables (and `settings`
 * no variable sets, such as the fair-use window).
 */
export async function startTestApp(
  env: Record<string, string>,
  repoRoot: string,
  extraModules: Type[] = [ProbeModule],
  settings: Partial<AppConfig> = {},
): Promise<TestApp> {
  const config = { ...loadConfig({ LOG_LEVEL: 'silent', ...env }, repoRoot), ...settings };
  const app = await createApp(config, extraModules);
  await app.init();
  // Fastify takes requests on its own server once its plugins are loaded.
  await app.getHttpAdapter().getInstance().ready();
  return {
    app,
    server: app.getHttpServer() as Server,
    config,
    dataSource: app.get(DataSource),
    close: () => app.close(),
  };
}

/**
 * Reads the XSRF cookie the server hands out, as the browser's base query does (in-process,
 * or a running backend's URL): a browser's fetch, marked by Sec-Fetch-Mode.
 */
export async function xsrfToken(server: Server | string): Promise<{ cookie: string; header: Record<string, string> }> {
  const res = await request(server).get('/api/health').set('Sec-Fetch-Mode', 'cors');
  const token = readCookie(res.headers['set-cookie'], XSRF_COOKIE);
  if (!token) throw new Error('no XSRF cookie in the response');
  return { cookie: `${XSRF_COOKIE}=${token}`, header: { [XSRF_HEADER]: token } };
}

export function readCookie(setCookie: string | string[] | undefined, name: string): string | undefined {
  const lines = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  for (const line of lines) {
    const [pair] = line.split(';');
    const [key, value] = pair.split('=');
    if (key.trim() === name) return value;
  }
  return undefined;
}

/** The server's loopback port, listening on an ephemeral one if it is not yet (the app's close stops it). */
export async function listeningPort(server: Server): Promise<number> {
  if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}
