import { offerUpdates, UPDATE_CONFIRM_MESSAGE, type UpdateEnvironment } from './service-worker-updates.js';

class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  postMessage = jest.fn();

  becomes(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;

  findUpdate(): FakeWorker {
    this.installing = new FakeWorker();
    this.dispatchEvent(new Event('updatefound'));
    return this.installing;
  }
}

function environment({ controlled = true, answer = true } = {}) {
  const container = Object.assign(new EventTarget(), { controller: controlled ? ({} as ServiceWorker) : null });
  const confirm = jest.fn().mockReturnValue(answer);
  const reload = jest.fn();
  return { container, confirm, reload } satisfies UpdateEnvironment;
}

const watch = (registration: FakeRegistration, env: UpdateEnvironment) =>
  offerUpdates(registration as unknown as ServiceWorkerRegistration, env);

describe('offerUpdates', () => {
  it('asks before updating, tells the new worker to skip waiting, and reloads once it takes control', () => {
    const registration = new FakeRegistration();
    const env = environment();
    watch(registration, env);

    const worker = registration.findUpdate();
    worker.becomes('installed');

    expect(env.confirm).toHaveBeenCalledWith(UPDATE_CONFIRM_MESSAGE);
    expect(UPDATE_CONFIRM_MESSAGE).toBe('New app version available! Refresh to update?');
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(env.reload).not.toHaveBeenCalled();

    env.container.dispatchEvent(new Event('controllerchange'));
    env.container.dispatchEvent(new Event('controllerchange'));
    expect(env.reload).toHaveBeenCalledTimes(1);
  });

  it('leaves the new worker waiting when the shopper says no', () => {
    const registration = new FakeRegistration();
    const env = environment({ answer: false });
    watch(registration, env);

    const worker = registration.findUpdate();
    worker.becomes('installed');
    env.container.dispatchEvent(new Event('controllerchange'));

    expect(worker.postMessage).not.toHaveBeenCalled();
    expect(env.reload).not.toHaveBeenCalled();
  });

  it('asks nothing on the first install, when no worker controls the page yet', () => {
    const registration = new FakeRegistration();
    const env = environment({ controlled: false });
    watch(registration, env);

    registration.findUpdate().becomes('installed');
    expect(env.confirm).not.toHaveBeenCalled();
  });

  it('offers a worker that was already waiting from an earlier visit', () => {
    const registration = new FakeRegistration();
    registration.waiting = new FakeWorker();
    const env = environment();
    watch(registration, env);

    expect(env.confirm).toHaveBeenCalledTimes(1);
    expect(registration.waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
  });

  it('does not ask while the new worker is still installing', () => {
    const registration = new FakeRegistration();
    const env = environment();
    watch(registration, env);

    registration.findUpdate();
    expect(env.confirm).not.toHaveBeenCalled();
  });
});
