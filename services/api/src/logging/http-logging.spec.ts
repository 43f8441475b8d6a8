import { Controller, Get, Logger, Module } from '@nestjs/common';
import request from 'supertest';
import { Public } from '../common/access/access.decorators.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

/** Writes a line while a request runs, and fails unexpectedly. */
@Public()
@Controller('log-probe')
class LogProbeController {
  private readonly logger = new Logger('LogProbe');

  @Get('note')
  note() {
    this.logger.warn('noted during the request');
    return { ok: true };
  }

  @Get('crash')
  crash(): never {
    throw new Error('the probe broke');
  }
}

@Module({ controllers: [LogProbeController] })
class LogProbeModule {}

let shop: TestApp;
beforeAll(async () => {
  shop = await startTestApp({ extraModules: [LogProbeModule], captureLogs: true });
});
afterAll(() => shop.close());

/** The closing line of the request answered with this id (written as the answer is done). */
async function closingLine(requestId: string | undefined): Promise<Record<string, unknown> | undefined> {
  // Written once the response has closed, which may come a turn of the event loop after supertest has it.
  for (let turn = 0; turn < 20; turn += 1) {
    const line = shop.logLines.find((candidate) => candidate.requestId === requestId && 'responseTime' in candidate);
    if (line) return line;
    await new Promise((resolve) => setImmediate(resolve));
  }
  return undefined;
}

describe('the request log', () => {
  it('writes one line per request: its id, method, address, status and time, never its cookies or credentials', async () => {
    const response = await request(shop.http)
      .get('/api/products')
      .set('Cookie', 'sid=s%3Asecret-session')
      .set('Authorization', 'Bearer secret-token')
      .expect(200);
    const line = await closingLine(response.headers['x-request-id']);
    expect(Object.keys(line ?? {})).toEqual([
      'level',
      'time',
      'pid',
      'hostname',
      'requestId',
      'req',
      'res',
      'responseTime',
      'msg',
    ]);
    expect(line).toMatchObject({
      level: 30,
      req: { method: 'GET', url: '/api/products' },
      res: { statusCode: 200 },
      msg: 'request completed',
    });
    expect(line?.responseTime).toEqual(expect.any(Number));
    expect(JSON.stringify(shop.logLines)).not.toMatch(/secret-session|secret-token/);
  });

  it('writes a refused request at warn, and a failed one at error as "request errored"', async () => {
    const refused = await request(shop.http).get('/api/no-such-thing').expect(404);
    expect(await closingLine(refused.headers['x-request-id'])).toMatchObject({
      level: 40,
      res: { statusCode: 404 },
      msg: 'request completed',
    });
    const failed = await request(shop.http).get('/api/log-probe/crash').expect(500);
    expect(await closingLine(failed.headers['x-request-id'])).toMatchObject({
      level: 50,
      res: { statusCode: 500 },
      err: { type: 'Error', message: 'failed with status code 500' },
      msg: 'request errored',
    });
  });

  it('gives every line written while a request runs that request’s id', async () => {
    const response = await request(shop.http)
      .get('/api/log-probe/note')
      .set('X-Request-Id', 'edge-1234abcd')
      .expect(200);
    expect(response.headers['x-request-id']).toBe('edge-1234abcd');
    const noted = shop.logLines.find((line) => line.msg === 'noted during the request');
    expect(noted).toMatchObject({ level: 40, requestId: 'edge-1234abcd', context: 'LogProbe' });
    expect(await closingLine('edge-1234abcd')).toMatchObject({ req: { url: '/api/log-probe/note' } });
  });

  it('redacts credentials in the address', async () => {
    const response = await request(shop.http).get('/api/log-probe/note?code=one-time-code&state=opaque&page=2');
    const line = await closingLine(response.headers['x-request-id']);
    expect(line?.req).toEqual({
      method: 'GET',
      url: '/api/log-probe/note?code=%5BRedacted%5D&state=%5BRedacted%5D&page=2',
    });
  });

  it('writes nothing for liveness probes, which still get a request id', async () => {
    const response = await request(shop.http).get('/api/health/live').expect(200);
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // A later request's line is written, so the probe's would have been by now.
    const later = await request(shop.http).get('/api/log-probe/note').expect(200);
    expect(await closingLine(later.headers['x-request-id'])).toBeDefined();
    expect(shop.logLines.filter((line) => line.requestId === response.headers['x-request-id'])).toEqual([]);
  });
});
