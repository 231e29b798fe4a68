import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ServiceWorkerModule from './serviceWorker.ts';

/** A service worker as the browser hands it out: a state, `statechange` events and `postMessage`. */
class FakeWorker extends EventTarget {
  postMessage = vi.fn();
  constructor(public state: ServiceWorkerState) {
    super();
  }
  /** Moves to `state` and fires `statechange`, as the browser does. */
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  constructor(public waiting: FakeWorker | null = null) {
    super();
  }
  /** A new version starts installing (the browser's update check found a changed /sw.js). */
  found(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

class FakeContainer extends EventTarget {
  constructor(
    public registration: FakeRegistration,
    public controller: FakeWorker | null,
  ) {
    super();
  }
  register = vi.fn(async (_url: string, _options?: RegistrationOptions) => this.registration);
}

let serviceWorker: typeof ServiceWorkerModule;

beforeEach(async () => {
  // The module keeps its listeners and the announced update: a fresh copy for every test.
  vi.resetModules();
  serviceWorker = await import('./serviceWorker.ts');
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Registers with a fake container; resolves with what the update listener received. */
async function register(container: FakeContainer) {
  const reload = vi.fn();
  const offers: Array<() => void> = [];
  serviceWorker.onServiceWorkerUpdate((apply) => offers.push(apply));
  await serviceWorker.registerWorker(container as unknown as ServiceWorkerContainer, reload);
  return { reload, offers };
}

describe('registerWorker (operations §4 "Update check")', () => {
  it('registers /sw.js for the whole origin and offers nothing on a first install', async () => {
    const registration = new FakeRegistration();
    const container = new FakeContainer(registration, null);
    const { offers, reload } = await register(container);

    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    // The first worker installs and activates: nothing controlled the page, so nothing to update.
    const first = new FakeWorker('installing');
    registration.found(first);
    first.become('installed');
    first.become('activated');
    expect(offers).toHaveLength(0);
    expect(first.postMessage).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('offers a version that installs while another controls the page; applying it activates it, then reloads once', async () => {
    const registration = new FakeRegistration();
    const container = new FakeContainer(registration, new FakeWorker('activated'));
    const { offers, reload } = await register(container);

    const next = new FakeWorker('installing');
    registration.found(next);
    expect(offers).toHaveLength(0);
    next.become('installed');
    expect(offers).toHaveLength(1);
    // A later state change offers nothing more.
    next.become('installed');
    expect(offers).toHaveLength(1);

    offers[0]!();
    expect(next.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offers a version already waiting at registration, also to a listener that subscribes later', async () => {
    const waiting = new FakeWorker('installed');
    const container = new FakeContainer(new FakeRegistration(waiting), new FakeWorker('activated'));
    const { offers } = await register(container);
    expect(offers).toHaveLength(1);

    const late: Array<() => void> = [];
    serviceWorker.onServiceWorkerUpdate((apply) => late.push(apply));
    expect(late).toHaveLength(1);
    late[0]!();
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
  });

  it('an unsubscribed listener hears nothing more', async () => {
    const registration = new FakeRegistration();
    const container = new FakeContainer(registration, new FakeWorker('activated'));
    const heard = vi.fn();
    const unsubscribe = serviceWorker.onServiceWorkerUpdate(heard);
    await serviceWorker.registerWorker(container as unknown as ServiceWorkerContainer, vi.fn());
    unsubscribe();
    const next = new FakeWorker('installing');
    registration.found(next);
    next.become('installed');
    expect(heard).not.toHaveBeenCalled();
  });

  it('a failed registration is logged and leaves the portal working without a worker', async () => {
    const container = new FakeContainer(new FakeRegistration(), null);
    const failure = new TypeError('Failed to register a ServiceWorker: 404');
    container.register.mockRejectedValueOnce(failure);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { offers } = await register(container);
    expect(logged).toHaveBeenCalledWith('Service worker registration failed', failure);
    expect(offers).toHaveLength(0);
  });
});
