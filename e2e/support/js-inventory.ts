import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';

/** One JavaScript file the browser downloaded. */
export interface LoadedScript {
  url: string;
  /** The folder below /static it came from: 'app' (the shell) or a remote's folder. */
  folder: string;
  raw: number;
  gzip: number;
}

const STATIC_FOLDER = /\/static\/([^/]+)\//;

export const gzipSize = (body: Buffer) => gzipSync(body, { level: 9 }).length;

/**
 * Records every JavaScript response of a page (raw size as served, gzip size at level 9),
 * from the moment it is attached. `settle()` waits for the bodies read so far.
 */
export function recordScripts(page: Page) {
  const scripts: LoadedScript[] = [];
  const pending: Promise<void>[] = [];
  const onResponse = (response: Response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('.js') || response.status() !== 200) return;
    pending.push(
      response.body().then(
        (body) => {
          scripts.push({ url: response.url(), folder: STATIC_FOLDER.exec(url.pathname)?.[1] ?? '(other)', raw: body.length, gzip: gzipSize(body) });
        },
        () => undefined,
      ),
    );
  };
  page.on('response', onResponse);
  return {
    scripts,
    async settle(): Promise<LoadedScript[]> {
      while (pending.length > 0) await Promise.all(pending.splice(0));
      return scripts;
    },
    stop: () => page.off('response', onResponse),
  };
}

/**
 * The modules bundled into a built chunk, from its source map: node_modules files as
 * "<package path>" (e.g. "react-dom/cjs/react-dom-client.production.js"), app files as
 * "<app>:<path>". Source maps are part of the production build (devtool 'source-map').
 */
export async function modulesOf(scriptUrl: string): Promise<string[]> {
  const response = await fetch(`${scriptUrl}.map`);
  if (!response.ok) throw new Error(`${scriptUrl}.map answered ${response.status}`);
  const map = (await response.json()) as { sources: string[] };
  return map.sources.map((source) => {
    const inPackage = source.lastIndexOf('node_modules/');
    return inPackage >= 0 ? source.slice(inPackage + 'node_modules/'.length) : source.replace(/^webpack:\/\//, '');
  });
}

/** The npm package a module path of modulesOf() belongs to, or null for app code. */
export function packageOf(module: string): string | null {
  if (module.includes(':') || module.startsWith('.')) return null;
  const parts = module.split('/');
  return module.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
}

/** For each module path, the loaded scripts that contain it. */
export async function moduleLocations(scripts: LoadedScript[]): Promise<Map<string, LoadedScript[]>> {
  const locations = new Map<string, LoadedScript[]>();
  for (const script of scripts) {
    for (const module of new Set(await modulesOf(script.url))) {
      locations.set(module, [...(locations.get(module) ?? []), script]);
    }
  }
  return locations;
}

/** The libraries that must exist once per page (ARCHITECTURE: shared singletons). */
export const SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  'react-router-dom',
  'react-redux',
  'redux',
  '@reduxjs/toolkit',
  'immer',
] as const;

/** Modules of the singleton packages found in more than one loaded script. */
export function duplicatedSingletonModules(locations: Map<string, LoadedScript[]>): { module: string; urls: string[] }[] {
  const singletons = new Set<string>(SINGLETON_PACKAGES);
  return [...locations]
    .filter(([module, where]) => where.length > 1 && singletons.has(packageOf(module) ?? ''))
    .map(([module, where]) => ({ module, urls: where.map((script) => script.url) }));
}

/** One version of a shared package as the federation runtime registered it. */
export interface SharedVersion {
  version: string;
  /** The app that provides it ('shell' or a remote's name). */
  from: string;
  loaded: boolean;
  /** The apps that use it. */
  useIn: string[];
}

/** What the page's federation runtime registered of each shared package, by package. */
export async function federationShares(page: Page): Promise<Record<string, SharedVersion[]>> {
  interface ShareInfo {
    from: string;
    loaded?: boolean;
    useIn?: string[];
  }
  return page.evaluate(() => {
    const scopes = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, ShareInfo>>>> } })
      .__FEDERATION__.__SHARE__;
    const byPackage: Record<string, SharedVersion[]> = {};
    for (const scope of Object.values(scopes)) {
      for (const packages of Object.values(scope)) {
        for (const [name, versions] of Object.entries(packages)) {
          for (const [version, info] of Object.entries(versions)) {
            (byPackage[name] ??= []).push({ version, from: info.from, loaded: Boolean(info.loaded), useIn: info.useIn ?? [] });
          }
        }
      }
    }
    return byPackage;
  });
}
