import { Controller, Get, Module, Query } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { apiErrorSchema } from '@shop/contracts/errors';
import { Public } from '../access/access.decorators.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';

/** Sends a value straight to PostgreSQL, as a handler whose schema forgot a bound would. */
@Controller('error-probe')
class UnvalidatedQueryController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Get('integer')
  @Public()
  integer(@Query('value') value: string) {
    return this.dataSource.query('SELECT $1::integer AS value', [value]);
  }

  @Get('date')
  @Public()
  date(@Query('value') value: string) {
    return this.dataSource.query('SELECT $1::date AS value', [value]);
  }

  @Get('text')
  @Public()
  text(@Query('value') value: string) {
    return this.dataSource.query('SELECT $1::text AS value', [value]);
  }

  @Get('crash')
  @Public()
  crash(): never {
    throw new Error('an unexpected failure with a secret detail');
  }
}

@Module({ controllers: [UnvalidatedQueryController] })
class ErrorProbeModule {}

describe('API error answers', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp({ seed: false, extraModules: [ErrorProbeModule], captureLogs: true });
  });
  afterAll(() => shop.close());

  it('answers unknown API routes with a JSON 404, never the shell page', async () => {
    const response = await request(shop.http).get('/api/no-such-thing').expect(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(apiErrorSchema.parse(response.body).statusCode).toBe(404);
  });

  it('answers an unknown back-office path with a JSON 404 too, whoever asks', async () => {
    const response = await request(shop.http).get('/api/admin/no-such-thing').expect(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(apiErrorSchema.parse(response.body).statusCode).toBe(404);
  });

  it('answers malformed JSON with 400 and no stack trace', async () => {
    const response = await request(shop.http)
      .post('/api/products')
      .set('Content-Type', 'application/json')
      .send('{"productId": ')
      .expect(400);
    expect(apiErrorSchema.parse(response.body).message).toBe('Request body is not valid JSON');
    expect(JSON.stringify(response.body)).not.toMatch(/at .*\.js/);
  });

  it('refuses oversized bodies with 413', async () => {
    const response = await request(shop.http)
      .post('/api/products')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ padding: 'x'.repeat(200_000) }))
      .expect(413);
    expect(apiErrorSchema.parse(response.body).statusCode).toBe(413);
  });

  it.each([
    ['an integer out of range', '/api/error-probe/integer?value=2147483648'],
    ['text that is not a number', '/api/error-probe/integer?value=seven'],
    ['a date that is no date', '/api/error-probe/date?value=2026-02-30'],
    ['a NUL character', '/api/error-probe/text?value=%00'],
  ])('answers a database data error (%s) with 400, never 500', async (_case, path) => {
    const response = await request(shop.http).get(path).expect(400);
    expect(apiErrorSchema.parse(response.body)).toMatchObject({ code: 'INVALID_DATA', statusCode: 400 });
  });

  it('names the request in the error body and the X-Request-Id header, and keeps a sane id a proxy sent', async () => {
    const fresh = await request(shop.http).get('/api/no-such-thing').expect(404);
    expect(apiErrorSchema.parse(fresh.body).requestId).toBe(fresh.headers['x-request-id']);
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

    const forwarded = await request(shop.http)
      .get('/api/no-such-thing')
      .set('X-Request-Id', 'edge-proxy-7f3a9c')
      .expect(404);
    expect(forwarded.body.requestId).toBe('edge-proxy-7f3a9c');
    const hostile = await request(shop.http).get('/api/no-such-thing').set('X-Request-Id', '<script>').expect(404);
    expect(hostile.body.requestId).not.toBe('<script>');
  });

  it('answers the unexpected with a generic 500 and logs it in full under the same request id', async () => {
    const response = await request(shop.http).get('/api/error-probe/crash').expect(500);
    const body = apiErrorSchema.parse(response.body);
    expect(body).toMatchObject({ code: 'INTERNAL_ERROR', message: 'Internal server error' });
    expect(JSON.stringify(body)).not.toContain('secret detail');
    const lines = shop.logLines.filter((line) => line.requestId === body.requestId);
    expect(lines.some((line) => JSON.stringify(line).includes('an unexpected failure with a secret detail'))).toBe(
      true,
    );
    expect(lines.some((line) => line.msg === 'request errored' || line.msg === 'request completed')).toBe(true);
  });
});
