import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'pino';

/** What every piece of code running for one HTTP request can know about it. */
export interface RequestContext {
  requestId: string;
  /** The root logger bound to this request's id: every line it writes carries `requestId`. */
  logger: Logger;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs the rest of a request inside its context (called once per request by the HTTP logging). */
export function runInRequestContext<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work);
}

export function currentRequestContext(): RequestContext | undefined {
  return storage.getStore();
}

/** Runs `work` outside any request, e.g. a timer a request happened to start that outlives it. */
export function outsideRequestContext<T>(work: () => T): T {
  return storage.exit(work);
}
