import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

export interface RenderToHtmlOptions {
  /** What is not ready by then (a slow remote or data) is left to the browser to render. */
  timeoutMs: number;
  /** A part of the page failed on the server; React sends its loading state and the browser renders it. */
  onRenderError: (error: unknown) => void;
}

/**
 * React 19's streaming renderer, read to the end: the whole page once every part is ready (or the
 * time is up), so it can carry validators, be cached and be read by crawlers. An error outside
 * every Suspense boundary rejects; the server then answers the page as the browser renders it.
 */
export function renderToHtml(element: ReactNode, { timeoutMs, onRenderError }: RenderToHtmlOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const deadline = new AbortController();
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, callback) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        callback();
      },
    });
    sink.on('finish', () => {
      deadline.abort();
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    const stream = renderToPipeableStream(element, {
      // Every part inline, in order: no script has to move a finished part into place (the page's
      // Content-Security-Policy allows no inline scripts, and the whole page is ready anyway).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: (error) => {
        deadline.abort();
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError: onRenderError,
    });
    const timer = setTimeout(
      () => stream.abort(new Error(`The page took longer than ${timeoutMs} ms to render.`)),
      timeoutMs,
    );
    deadline.signal.addEventListener('abort', () => clearTimeout(timer));
    if (deadline.signal.aborted) clearTimeout(timer);
  });
}
