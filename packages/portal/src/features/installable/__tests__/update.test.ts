import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';

/** A service worker container as the browser has it, with one new build's worker waiting. */
function browserWithWaitingWorker() {
  const waiting = Object.assign(new EventTarget(), { state: 'installed', postMessage: jest.fn() });
  const registration = Object.assign(new EventTarget(), {
    waiting,
    installing: null,
    active: {},
    update: jest.fn(() => Promise.resolve()),
  });
  const container = Object.assign(new EventTarget(), {
    // The page runs under the build before: the new worker is an update.
    controller: {},
    register: jest.fn(() => Promise.resolve(registration)),
  });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return { waiting, container };
}

type Modules = [
  typeof import('../worker.ts'),
  typeof import('../state.ts'),
  typeof import('../../forms/index.ts'),
];

async function load(): Promise<Modules> {
  jest.resetModules();
  return Promise.all([import('../worker.ts'), import('../state.ts'), import('../../forms/index.ts')]);
}

let navigated: jest.SpiedFunction<typeof console.error>;
beforeEach(() => {
  // jsdom cannot reload a page: it says so on the console, which is how a reload shows here.
  navigated = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  navigated.mockRestore();
});
const reloaded = () => navigated.mock.calls.some(([error]) => String(error).includes('navigation'));

describe('a new version of the installed app', () => {
  it('is offered while no form holds changes, and takes over only when the user agrees', async () => {
    const { waiting, container } = browserWithWaitingWorker();
    const [{ registerWorker, applyUpdate }, { appNotices }, { hasUnsavedForm }] = await load();
    const { markUnsaved } = await import('../../forms/unsaved.ts');
    await registerWorker();
    expect(appNotices.get().updateReady).toBe(true);

    // Someone is filling in a form: no offer until it is saved or left.
    const unmark = markUnsaved();
    expect(hasUnsavedForm()).toBe(true);
    expect(appNotices.get().updateReady).toBe(false);
    unmark();
    expect(appNotices.get().updateReady).toBe(true);

    // Another tab's update does not reload this one.
    container.dispatchEvent(new Event('controllerchange'));
    expect(reloaded()).toBe(false);
    expect(waiting.postMessage).not.toHaveBeenCalled();

    applyUpdate();
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'vool:skip-waiting' });
    container.dispatchEvent(new Event('controllerchange'));
    expect(reloaded()).toBe(true);
  });

  it('"Later" hides it, also when a form comes and goes', async () => {
    browserWithWaitingWorker();
    const [{ registerWorker, declineUpdate }, { appNotices }] = await load();
    const { markUnsaved } = await import('../../forms/unsaved.ts');
    await registerWorker();
    declineUpdate();
    expect(appNotices.get().updateReady).toBe(false);
    markUnsaved()();
    expect(appNotices.get().updateReady).toBe(false);
  });
});
