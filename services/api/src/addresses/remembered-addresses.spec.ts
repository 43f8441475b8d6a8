import { randomUUID } from 'node:crypto';
import { ADDRESS_BOOK_MAX_ENTRIES, savedAddressListSchema } from '@shop/contracts/address-book';
import { placeOrderResponseSchema } from '@shop/contracts/orders';
import { checkoutForm, placeOrder, shopperWithCart } from '../../test/checkout-helpers.js';
import {
  boxAddress,
  boxCatalog,
  signedInShopper,
  subscribe,
  type BoxCatalog,
} from '../../test/subscription-helpers.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { rememberAddress } from './remember-address.js';

type Shopper = Awaited<ReturnType<typeof signedInShopper>>;

describe('addresses remembered from checkouts and subscriptions', () => {
  let shop: TestApp;
  let catalog: BoxCatalog;

  beforeAll(async () => {
    shop = await startTestApp({ env: { PAYMENT_PAY_ON_DELIVERY: 'true' } });
    catalog = await boxCatalog(shop);
  });
  afterAll(() => shop.close());

  const book = async (client: Shopper) =>
    savedAddressListSchema.parse((await client.get('/api/addresses').expect(200)).body);
  const oneOil = () => [{ productId: catalog.oils[0]!.id, quantity: 1 }];
  const userIdOf = async (client: Shopper) =>
    ((await client.get('/api/auth/user').expect(200)).body as { id: string }).id;

  it('puts the address of a placed order in the book, with its phone', async () => {
    const client = await shopperWithCart(shop, oneOil());
    const placed = placeOrderResponseSchema.parse((await placeOrder(client, 'pay_on_delivery').expect(201)).body);
    expect(await book(client)).toEqual([
      {
        id: expect.any(Number),
        address: checkoutForm.address,
        city: checkoutForm.city,
        state: checkoutForm.state,
        zipCode: checkoutForm.zipCode,
        phone: checkoutForm.phone,
        lastUsedAt: placed.order.createdAt,
      },
    ]);
  });

  it('finds the same address again in another case: one entry, its use and phone brought up to date', async () => {
    const client = await shopperWithCart(shop, oneOil());
    await placeOrder(client, 'pay_on_delivery').expect(201);
    const [first] = await book(client);
    await client.post('/api/cart', oneOil()[0]).expect(201);
    const again = placeOrderResponseSchema.parse(
      (
        await placeOrder(client, 'pay_on_delivery', randomUUID(), {
          address: checkoutForm.address.toUpperCase(),
          phone: '7705550111',
        }).expect(201)
      ).body,
    );
    expect(again.order.createdAt > first!.lastUsedAt).toBe(true);
    expect(await book(client)).toEqual([{ ...first, phone: '7705550111', lastUsedAt: again.order.createdAt }]);
  });

  it('remembers nothing of a refused order', async () => {
    const client = await shopperWithCart(shop, []);
    await placeOrder(client, 'pay_on_delivery').expect(409);
    expect(await book(client)).toEqual([]);
  });

  it("puts a subscription's address in the book", async () => {
    const client = await signedInShopper(shop);
    await subscribe(client, {
      planId: catalog.planWith(2).id,
      shippingAddress: { ...boxAddress, address: '7 Tolbert Street' },
      selectedOils: [catalog.oils[0]!.id, catalog.oils[1]!.id],
    }).expect(200);
    expect(await book(client)).toEqual([
      expect.objectContaining({ ...boxAddress, address: '7 Tolbert Street', lastUsedAt: expect.any(String) }),
    ]);
  });

  it(`never fails a checkout for a full book: the least recently used of ${ADDRESS_BOOK_MAX_ENTRIES} makes room`, async () => {
    const client = await shopperWithCart(shop, oneOil());
    for (let number = 1; number <= ADDRESS_BOOK_MAX_ENTRIES; number += 1) {
      await client.post('/api/addresses', { ...boxAddress, address: `${number} Lanier Way` }).expect(201);
    }
    const oldest = (await book(client)).at(-1)!;
    expect(oldest.address).toBe('1 Lanier Way');

    await placeOrder(client, 'pay_on_delivery').expect(201);

    const after = await book(client);
    expect(after).toHaveLength(ADDRESS_BOOK_MAX_ENTRIES);
    expect(after[0]!.address).toBe(checkoutForm.address);
    expect(after.map((saved) => saved.id)).not.toContain(oldest.id);
  });

  it('keeps the latest use when an older one is remembered late', async () => {
    const client = await signedInShopper(shop);
    const userId = await userIdOf(client);
    const remember = (phone: string, at: string) =>
      shop.dataSource.transaction((manager) =>
        rememberAddress(manager, userId, { ...boxAddress, phone }, new Date(at)),
      );
    await remember('4045550100', '2026-03-05T10:00:00.000Z');
    await remember('7705550111', '2026-03-01T10:00:00.000Z');
    expect(await book(client)).toEqual([
      expect.objectContaining({ phone: '7705550111', lastUsedAt: '2026-03-05T10:00:00.000Z' }),
    ]);
  });
});
