import express from 'express';
import { renderedPageEtag, serverRenderedDocument } from './server-rendered-document.js';

/** A page's data as TanStack Query's dehydrate() writes it, fetched and dehydrated at `at`. */
function dehydrated(at: number, products: string[]) {
  return {
    mutations: [],
    queries: [
      {
        queryKey: ['/api/products'],
        queryHash: '["/api/products"]',
        dehydratedAt: at,
        state: { data: products, dataUpdatedAt: at, errorUpdatedAt: 0, error: null, status: 'success' },
      },
    ],
  };
}

describe('the ETag of a rendered page', () => {
  const app = express();
  const template = '<html><body><div id="root"></div></body></html>';
  const html = '<main>Mustard Oil</main>';

  it('is the same for the same page rendered at different moments (as by two processes), though the bytes differ', () => {
    const first = { html, queryState: dehydrated(1_000, ['Mustard Oil']) };
    const later = { html, queryState: dehydrated(61_000, ['Mustard Oil']) };
    expect(serverRenderedDocument(template, later)).not.toBe(serverRenderedDocument(template, first));
    expect(renderedPageEtag(app, template, later)).toBe(renderedPageEtag(app, template, first));
  });

  it.each([
    ['its data', { html, queryState: dehydrated(1_000, ['Sesame Oil']) }],
    ['its markup', { html: '<main>Sesame Oil</main>', queryState: dehydrated(1_000, ['Mustard Oil']) }],
  ])('changes when %s changes', (_what, changed) => {
    const first = { html, queryState: dehydrated(1_000, ['Mustard Oil']) };
    expect(renderedPageEtag(app, template, changed)).not.toBe(renderedPageEtag(app, template, first));
  });

  it('changes when the shell page around it changes (a new build, a new head)', () => {
    const rendered = { html, queryState: dehydrated(1_000, ['Mustard Oil']) };
    expect(renderedPageEtag(app, template.replace('<body>', '<body class="new">'), rendered)).not.toBe(
      renderedPageEtag(app, template, rendered),
    );
  });

  it('is a weak ETag, as Express gives every other answer', () => {
    expect(renderedPageEtag(app, template, { html, queryState: dehydrated(1, []) })).toMatch(/^W\/"[0-9a-f]+-/);
  });
});
