/** A fixed-window counter: how many hits in the current window and when it ends. */
export interface WindowCount {
  count: number;
  /** Milliseconds until the window closes (and the count starts over). */
  resetInMs: number;
}

/** Where counters live: process memory by default, Redis when REDIS_URL is set (shared by instances). */
export interface RateLimitStore {
  /** Adds `cost` hits (1 by default) to the key's window (opening a window of windowMs if none is open). */
  hit(key: string, windowMs: number, cost?: number): Promise<WindowCount>;
  /** Takes one hit back from the key's open window (never below 0; nothing when no window is open). */
  giveBack(key: string): Promise<void>;
  close(): Promise<void>;
}

const SWEEP_INTERVAL_MS = 60_000;

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private nextSweepAt = 0;

  async hit(key: string, windowMs: number, cost = 1): Promise<WindowCount> {
    const now = Date.now();
    this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += cost;
    return { count: window.count, resetInMs: window.resetAt - now };
  }

  async giveBack(key: string): Promise<void> {
    const window = this.windows.get(key);
    if (window && window.resetAt > Date.now() && window.count > 0) window.count -= 1;
  }

  /**
   * Drops closed windows now and then, so the map cannot grow without bound: once the map is
   * large, at most once a minute (not on every hit while thousands of windows are still open).
   */
  private sweep(now: number): void {
    if (this.windows.size < 10_000 || now < this.nextSweepAt) return;
    this.nextSweepAt = now + SWEEP_INTERVAL_MS;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }

  async close(): Promise<void> {
    this.windows.clear();
  }
}
