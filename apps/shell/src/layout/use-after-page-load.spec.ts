import { act, renderHook } from '@testing-library/react';
import { useAfterPageLoad } from './use-after-page-load.js';

function stubReadyState(state: DocumentReadyState) {
  jest.spyOn(document, 'readyState', 'get').mockReturnValue(state);
}

/** jsdom has no requestIdleCallback; this one runs the callback when the test says so. */
function stubIdleCallbacks() {
  const callbacks: IdleRequestCallback[] = [];
  window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => callbacks.push(callback));
  window.cancelIdleCallback = jest.fn();
  return () => act(() => callbacks.splice(0).forEach((callback) => callback({} as IdleDeadline)));
}

afterEach(() => {
  jest.restoreAllMocks();
  delete (window as Partial<Window>).requestIdleCallback;
  delete (window as Partial<Window>).cancelIdleCallback;
});

describe('useAfterPageLoad', () => {
  it('waits for the page to load, then for an idle moment', () => {
    stubReadyState('interactive');
    const runIdle = stubIdleCallbacks();
    const { result } = renderHook(useAfterPageLoad);

    runIdle();
    expect(result.current).toBe(false);

    act(() => {
      window.dispatchEvent(new Event('load'));
    });
    expect(result.current).toBe(false);

    runIdle();
    expect(result.current).toBe(true);
  });

  it('waits only for an idle moment when the page has loaded already', () => {
    stubReadyState('complete');
    const runIdle = stubIdleCallbacks();
    const { result } = renderHook(useAfterPageLoad);
    expect(result.current).toBe(false);

    runIdle();
    expect(result.current).toBe(true);
  });

  it('falls back to the next task where the browser has no idle callbacks', async () => {
    stubReadyState('complete');
    const { result } = renderHook(useAfterPageLoad);
    expect(result.current).toBe(false);

    await act(() => new Promise((done) => setTimeout(done, 0)));
    expect(result.current).toBe(true);
  });
});
