import request from 'supertest';
import { ADDRESS_BOOK_MAX_ENTRIES, savedAddressListSchema, savedAddressSchema } from '@shop/contracts/address-book';
import { apiErrorSchema } from '@shop/contracts/errors';
import { browser, newShopper } from '../../test/shopper-agent.js';
import { SettableClock } from '../../test/subscription-helpers.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

const lanierWay = { address: '12 Lanier Way', city: 'Cumming', state: 'GA', zipCode: '30040', phone: '4045550100' };
const mainStreet = {
  address: '100 Main Street',
  city: 'Alpharetta',
  state: 'GA',
  zipCode: '30009',
  phone: '6785550199',
};

describe('the address book', () => {
  let shop: TestApp;
  const clock = new SettableClock();

  beforeAll(async () => {
    clock.set('2026-03-01T10:00:00.000Z');
    shop = await startTestApp({ seed: false, clock });
  });
  afterAll(() => shop.close());

  async function signedIn() {
    const client = browser(shop);
    await client.post('/api/auth/register', newShopper()).expect(201);
    return client;
  }
  type Shopper = Awaited<ReturnType<typeof signedIn>>;

  const book = async (client: Shopper) =>
    savedAddressListSchema.parse((await client.get('/api/addresses').expect(200)).body);
  const add = async (client: Shopper, address: object) =>
    savedAddressSchema.parse((await client.post('/api/addresses', address).expect(201)).body);
  const errorOf = (response: request.Response) => apiErrorSchema.parse(response.body);

  it('is empty for a new shopper', async () => {
    expect(await book(await signedIn())).toEqual([]);
  });

  it('adds, lists (most recently used first), corrects and removes addresses', async () => {
    const client = await signedIn();
    clock.set('2026-03-02T09:00:00.000Z');
    const first = await add(client, { ...lanierWay, address: '  12 Lanier Way ' });
    expect(first).toEqual({ id: expect.any(Number), ...lanierWay, lastUsedAt: '2026-03-02T09:00:00.000Z' });
    clock.set('2026-03-03T09:00:00.000Z');
    const second = await add(client, mainStreet);
    expect((await book(client)).map((saved) => saved.id)).toEqual([second.id, first.id]);

    // A correction is not a use: the entry keeps its place.
    clock.set('2026-03-04T09:00:00.000Z');
    const corrected = savedAddressSchema.parse(
      (await client.put(`/api/addresses/${first.id}`, { ...lanierWay, phone: '7705550111' }).expect(200)).body,
    );
    expect(corrected).toEqual({ ...first, phone: '7705550111' });
    expect(await book(client)).toEqual([second, corrected]);

    await client.delete(`/api/addresses/${second.id}`).expect(204);
    expect(await book(client)).toEqual([corrected]);
  });

  it('keeps one entry per street address and ZIP, whatever the case (409 ADDRESS_ALREADY_SAVED)', async () => {
    const client = await signedIn();
    const lanier = await add(client, lanierWay);
    const main = await add(client, mainStreet);
    const again = await client.post('/api/addresses', { ...lanierWay, address: '12 LANIER WAY', city: 'Roswell' });
    expect(again.status).toBe(409);
    expect(errorOf(again).code).toBe('ADDRESS_ALREADY_SAVED');
    const moved = await client.put(`/api/addresses/${main.id}`, {
      ...mainStreet,
      address: '12 lanier way',
      zipCode: '30040',
    });
    expect(errorOf(moved).code).toBe('ADDRESS_ALREADY_SAVED');
    // The same street in another ZIP is another address; an entry may change its own case.
    await add(client, { ...lanierWay, zipCode: '30041' });
    await client.put(`/api/addresses/${lanier.id}`, { ...lanierWay, address: '12 LANIER WAY' }).expect(200);
    expect(await book(client)).toHaveLength(3);
  });

  it("answers another shopper's entry exactly like an unknown one (404), changing nothing", async () => {
    const owner = await signedIn();
    const saved = await add(owner, lanierWay);
    const stranger = await signedIn();

    expect(await book(stranger)).toEqual([]);
    const answers = [
      await stranger.put(`/api/addresses/${saved.id}`, mainStreet).expect(404),
      await stranger.delete(`/api/addresses/${saved.id}`).expect(404),
    ];
    const unknown = [
      await stranger.put('/api/addresses/2147483647', mainStreet).expect(404),
      await stranger.delete('/api/addresses/2147483647').expect(404),
    ];
    for (const response of [...answers, ...unknown]) expect(errorOf(response).code).toBe('ADDRESS_NOT_FOUND');
    const withoutIds = (response: request.Response) => errorOf(response).message.replace(/\d+/g, 'N');
    expect(answers.map(withoutIds)).toEqual(unknown.map(withoutIds));
    expect(await book(owner)).toEqual([saved]);
  });

  it('is for signed-in shoppers only (401), and refuses writes from another site (403)', async () => {
    const client = await signedIn();
    const saved = await add(client, lanierWay);
    for (const call of [
      request(shop.http).get('/api/addresses'),
      request(shop.http).post('/api/addresses').set('Sec-Fetch-Site', 'same-origin').send(lanierWay),
      request(shop.http).put(`/api/addresses/${saved.id}`).set('Sec-Fetch-Site', 'same-origin').send(mainStreet),
      request(shop.http).delete(`/api/addresses/${saved.id}`).set('Sec-Fetch-Site', 'same-origin'),
    ]) {
      const response = await call.expect(401);
      expect(errorOf(response).code).toBe('SIGN_IN_REQUIRED');
    }
    const crossSite = await client.agent.post('/api/addresses').set('Sec-Fetch-Site', 'cross-site').send(mainStreet);
    expect(crossSite.status).toBe(403);
    expect(await book(client)).toEqual([saved]);
  });

  it("refuses bad input with 400 naming each field, with the checkout form's messages", async () => {
    const client = await signedIn();
    const bad = await client.post('/api/addresses', { ...lanierWay, phone: '555', zipCode: '300', city: '' });
    expect(bad.status).toBe(400);
    expect(errorOf(bad).fieldErrors).toEqual(
      expect.arrayContaining([
        { field: 'phone', message: 'Valid phone number is required' },
        { field: 'zipCode', message: 'ZIP code is required' },
        { field: 'city', message: 'City is required' },
      ]),
    );
    const tooLong = await client.post('/api/addresses', { ...lanierWay, address: 'x'.repeat(201) }).expect(400);
    expect(errorOf(tooLong).fieldErrors).toEqual([
      { field: 'address', message: 'Address must be at most 200 characters' },
    ]);
    const unknownField = await client.post('/api/addresses', { ...lanierWay, firstName: 'Asha' }).expect(400);
    expect(errorOf(unknownField).fieldErrors).toEqual([{ field: 'firstName', message: 'Unknown field' }]);
    const badId = await client.put('/api/addresses/abc', lanierWay).expect(400);
    expect(errorOf(badId).fieldErrors?.[0]?.field).toBe('id');
    const missing = await client.put('/api/addresses/1', { address: '12 Lanier Way' }).expect(400);
    expect(
      errorOf(missing)
        .fieldErrors?.map((error) => error.field)
        .sort(),
    ).toEqual(['city', 'phone', 'state', 'zipCode']);
    expect(await book(client)).toEqual([]);
  });

  it(`holds ${ADDRESS_BOOK_MAX_ENTRIES} addresses: the next one is 409 ADDRESS_BOOK_FULL until one is removed`, async () => {
    const client = await signedIn();
    const saved = [];
    for (let number = 1; number < ADDRESS_BOOK_MAX_ENTRIES; number += 1) {
      saved.push(await add(client, { ...lanierWay, address: `${number} Lanier Way` }));
    }
    // Room for one more: of three sent at once, one is saved.
    const burst = await Promise.all(
      [1, 2, 3].map((number) => client.post('/api/addresses', { ...mainStreet, address: `${number} Main Street` })),
    );
    expect(burst.map((response) => response.status).sort()).toEqual([201, 409, 409]);
    const full = await client.post('/api/addresses', mainStreet).expect(409);
    expect(errorOf(full)).toMatchObject({ code: 'ADDRESS_BOOK_FULL', message: expect.stringContaining('20') });
    expect(await book(client)).toHaveLength(ADDRESS_BOOK_MAX_ENTRIES);

    await client.delete(`/api/addresses/${saved[0]!.id}`).expect(204);
    await add(client, mainStreet);
    expect(await book(client)).toHaveLength(ADDRESS_BOOK_MAX_ENTRIES);
  });

  it('goes with the account', async () => {
    const client = await signedIn();
    const saved = await add(client, lanierWay);
    const { id: userId } = (await client.get('/api/auth/user').expect(200)).body as { id: string };
    expect(await shop.dataSource.query(`SELECT id FROM saved_addresses WHERE "userId" = $1`, [userId])).toEqual([
      { id: saved.id },
    ]);
    await shop.dataSource.query(`DELETE FROM users WHERE id = $1`, [userId]);
    expect(await shop.dataSource.query(`SELECT id FROM saved_addresses WHERE "userId" = $1`, [userId])).toEqual([]);
  });
});
