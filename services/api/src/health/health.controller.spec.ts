import request from 'supertest';
import { healthSchema } from '@shop/contracts/health';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { ShutdownState } from './shutdown-state.js';

describe('health', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp({ seed: false });
  });
  afterAll(() => shop.close());

  it('reports the database up and which kind it is', async () => {
    const response = await request(shop.http).get('/api/health').expect(200);
    expect(healthSchema.parse(response.body)).toMatchObject({
      status: 'ok',
      database: 'up',
      databaseKind: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
      // Other processes' catalog changes are heard on PostgreSQL; the embedded database has one process.
      catalogChanges: process.env.TEST_DATABASE_URL ? 'listening' : 'not-needed',
    });
  });

  it('answers liveness without touching the database', async () => {
    await request(shop.http).get('/api/health/live').expect(200, { status: 'ok' });
  });

  it('answers 503 when the database is gone, while the load balancer’s probe still says the process serves', async () => {
    await shop.dataSource.destroy();
    try {
      const response = await request(shop.http).get('/api/health').expect(503);
      expect(response.body).toMatchObject({ statusCode: 503, code: 'DATABASE_DOWN' });
      await request(shop.http).get('/api/health/serving').expect(200, { status: 'ok' });
    } finally {
      await shop.dataSource.initialize();
    }
  });

  it('takes the process out of the load balancer once it begins shutting down', async () => {
    await request(shop.http).get('/api/health/serving').expect(200, { status: 'ok' });
    shop.app.get(ShutdownState).begin();
    for (const probe of ['/api/health/serving', '/api/health']) {
      const response = await request(shop.http).get(probe).expect(503);
      expect(response.body).toMatchObject({ statusCode: 503, code: 'SHUTTING_DOWN' });
    }
    await request(shop.http).get('/api/health/live').expect(200);
  });
});
