import { act, fireEvent, render, screen } from '@testing-library/react';
import { MESSAGES } from 'contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ServiceWorkerUpdate } from './components/ServiceWorkerUpdate';
import { registerServiceWorker } from './register-service-worker';

// jsdom has no service workers: these stand in for the browser's objects, with its events
// (the worker itself and its caching run in Chromium, e2e/tests/service-worker.spec.ts).
class FakeWorker extends EventTarget {
  readonly messages: unknown[] = [];
  constructor(public state: ServiceWorkerState) {
    super();
  }
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  found(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

class FakeContainer extends EventTarget {
  readonly registered: string[] = [];
  readonly registration = new FakeRegistration();
  failure: Error | null = null;
  constructor(public controller: FakeWorker | null) {
    super();
  }
  register(url: string) {
    this.registered.push(url);
    return this.failure ? Promise.reject(this.failure) : Promise.resolve(this.registration);
  }
  takeOver(worker: FakeWorker) {
    this.controller = worker;
    this.dispatchEvent(new Event('controllerchange'));
  }
}

const asContainer = (container: FakeContainer) => container as unknown as ServiceWorkerContainer;
const SKIP_WAITING = { type: 'SKIP_WAITING' };

describe('registerServiceWorker', () => {
  let reload: () => void;
  let onUpdateReady: (activate: () => void) => void;
  beforeEach(() => {
    reload = vi.fn<() => void>();
    onUpdateReady = vi.fn<(activate: () => void) => void>();
  });
  const register = (container: FakeContainer | undefined) =>
    registerServiceWorker(container && asContainer(container), { onUpdateReady, reload });

  it("says in the console, with the seed's message, that the browser has no service workers, and does nothing else", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await register(undefined);
    expect(warn).toHaveBeenCalledWith(MESSAGES.serviceWorkersUnsupported);
    warn.mockRestore();
  });

  it('only logs a failed registration', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = new FakeContainer(null);
    container.failure = new TypeError('Failed to register a ServiceWorker: A bad HTTP response code (404)');
    await expect(register(container)).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith('The service worker could not be registered', container.failure);
    expect(onUpdateReady).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('registers /sw.js; the first worker is no update, and once it controls the page it is sent the files already loaded', async () => {
    const container = new FakeContainer(null);
    await register(container);
    expect(container.registered).toEqual(['/sw.js']);

    const first = new FakeWorker('installing');
    container.registration.found(first);
    first.become('installed');
    expect(onUpdateReady).not.toHaveBeenCalled();

    first.become('activated');
    container.takeOver(first);
    expect(first.messages).toEqual([{ type: 'CACHE_URLS', payload: { urlsToCache: [window.location.href] } }]);
    expect(reload).not.toHaveBeenCalled();
  });

  it('offers a new version once installed; accepting it tells it to take over and reloads when it has', async () => {
    const current = new FakeWorker('activated');
    const container = new FakeContainer(current);
    await register(container);

    const next = new FakeWorker('installing');
    container.registration.found(next);
    expect(onUpdateReady).not.toHaveBeenCalled();
    next.become('installed');
    expect(onUpdateReady).toHaveBeenCalledTimes(1);

    const activate = vi.mocked(onUpdateReady).mock.calls[0]![0];
    activate();
    expect(next.messages).toEqual([SKIP_WAITING]);
    expect(reload).not.toHaveBeenCalled();
    container.takeOver(next);
    expect(reload).toHaveBeenCalledTimes(1);
    // The page was already controlled: nothing to hand over for caching.
    expect(current.messages).toEqual([]);
  });

  it('does not reload a page whose user did not ask for the new version', async () => {
    const container = new FakeContainer(new FakeWorker('activated'));
    await register(container);
    container.takeOver(new FakeWorker('activated'));
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('ServiceWorkerUpdate', () => {
  let container: FakeContainer;
  const original = Object.getOwnPropertyDescriptor(Navigator.prototype, 'serviceWorker');
  beforeEach(() => {
    container = new FakeContainer(new FakeWorker('activated'));
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
  });
  afterEach(() => {
    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
    if (original) Object.defineProperty(Navigator.prototype, 'serviceWorker', original);
  });

  it('shows "Nova versão disponível — Recarregar" while a new version waits; the button activates it', async () => {
    const waiting = new FakeWorker('installed');
    container.registration.waiting = waiting;
    render(<ServiceWorkerUpdate enabled />);
    const banner = await screen.findByTestId('update-banner');
    expect(banner.textContent).toBe('Nova versão disponível — Recarregar');
    fireEvent.click(screen.getByRole('button', { name: 'Recarregar' }));
    expect(waiting.messages).toEqual([SKIP_WAITING]);
  });

  it('shows nothing when the version running is the newest, nor outside production builds', async () => {
    // The worker registers on an idle moment (jsdom has no requestIdleCallback: a timer).
    const afterRegistrationTimer = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    const { unmount } = render(<ServiceWorkerUpdate enabled />);
    expect(container.registered).toEqual([]);
    await afterRegistrationTimer();
    expect(container.registered).toEqual(['/sw.js']);
    expect(screen.queryByTestId('update-banner')).toBeNull();
    unmount();

    container.registration.waiting = new FakeWorker('installed');
    render(<ServiceWorkerUpdate />);
    await afterRegistrationTimer();
    expect(container.registered).toEqual(['/sw.js']);
    expect(screen.queryByTestId('update-banner')).toBeNull();
  });
});
