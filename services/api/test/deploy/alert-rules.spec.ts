import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { workspaceRoot } from '../../src/config/paths.js';
import { startTestApp, type TestApp } from '../test-app.js';

const TOKEN = 'prometheus-scrape-token-0123456789';
/** What Prometheus derives from a histogram's name; the scrape's HELP line names the histogram. */
const HISTOGRAM_SERIES = /_(bucket|count|sum)$/;

/**
 * deploy/prometheus-alerts.yml names the shop's metrics in PromQL; a metric renamed in the code
 * would leave its alert silently matching nothing. Every metric the rules name must be one the
 * server exports (`up` is Prometheus's own).
 */
describe('deploy/prometheus-alerts.yml', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => shop.close());

  it('names only metrics the server exports', async () => {
    const rules = readFileSync(join(workspaceRoot, 'deploy/prometheus-alerts.yml'), 'utf8');
    const named = new Set(
      [...rules.matchAll(/^\s+expr:[^\n]*(?:\n\s{10,}[^\n]*)*/gm)].flatMap(([expr]) =>
        [...expr.matchAll(/\b((?:shop|http|db|nodejs|process)_[a-z_]+)\b/g)].map(([, name]) => name!),
      ),
    );
    const scrape = (await request(shop.http).get('/api/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200))
      .text;
    const exported = new Set([...scrape.matchAll(/^# HELP (\S+)/gm)].map(([, name]) => name!));

    expect(named.size).toBeGreaterThanOrEqual(8);
    const unknown = [...named].filter(
      (name) => !exported.has(name) && !exported.has(name.replace(HISTOGRAM_SERIES, '')),
    );
    expect(unknown).toEqual([]);
  });
});
