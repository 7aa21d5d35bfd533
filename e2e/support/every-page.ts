import { readFileSync } from 'node:fs';
import type { BrowserContext } from '@playwright/test';
import { EVERY_PAGE_OWNER_FILE } from './environment.js';
import type { Person } from './people.js';

/** What every-page.setup.ts made: the owner, their company, its analyses' editor pages, and the signed-in browser state. */
export interface EveryPageOwner {
  owner: Person;
  companyId: number;
  editorPages: string[];
  session: Awaited<ReturnType<BrowserContext['storageState']>>;
}

let saved: EveryPageOwner | undefined;
export const everyPageOwner = (): EveryPageOwner => (saved ??= JSON.parse(readFileSync(EVERY_PAGE_OWNER_FILE, 'utf8')) as EveryPageOwner);
