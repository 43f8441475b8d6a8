import request from 'supertest';
import { formatUsd, toCents } from '@shop/contracts/money';
import { productListSchema, type Product } from '@shop/contracts/products';
import { subscriptionPlanListSchema } from '@shop/contracts/subscription-plans';
import { say, storedMessages } from '../../test/chat-helpers.js';
import { browser } from '../../test/shopper-agent.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

/**
 * The chat reads the catalog as it is in the database at each question: changes made there (as an
 * operator would, not through the API) show in the next answer. Each test changes its own product.
 */
describe("the chat's answers follow the catalog in the database", () => {
  let shop: TestApp;
  let products: Product[];

  beforeAll(async () => {
    shop = await startTestApp();
    products = productListSchema.parse((await request(shop.http).get('/api/products')).body);
  });
  afterAll(() => shop.close());

  const product = (name: string) => products.find((candidate) => candidate.name === name)!;
  const update = (sql: string, parameters: unknown[]) => shop.dataSource.query(sql, parameters);
  const price = (amount: string) => formatUsd(toCents(amount));

  it('finds a product renamed in the database under its new name, and no longer under the old one', async () => {
    const safflower = product('Cold-Pressed Safflower Oil');
    const visitor = browser(shop);
    const before = await say(visitor, 'Do you sell walnut oil?');
    expect(before.response).toContain("we don't sell walnut oil");

    await update(`UPDATE products SET name = $1 WHERE id = $2`, ['Cold-Pressed Walnut Oil', safflower.id]);
    const after = await say(visitor, 'Do you sell walnut oil?', before.sessionId);
    expect(after.response).toContain(`[Cold-Pressed Walnut Oil](/product/${safflower.id})`);
    expect(after.response).toContain(`in stock at ${price(safflower.price)}`);
    expect(after.response).not.toContain("don't sell");
    const old = await say(visitor, 'How much is the safflower oil?', before.sessionId);
    expect(old.response).not.toContain('Safflower');
    expect((await storedMessages(shop, before.sessionId)).at(3)).toMatchObject({
      topic: 'product',
      sources: [{ kind: 'product', id: String(safflower.id) }],
    });
  });

  it('finds an oil added in the database, with its price, size and stock', async () => {
    const visitor = browser(shop);
    const before = await say(visitor, 'How much is the pumpkin seed oil?');
    expect(before.response).not.toContain('Pumpkin');

    const [{ id }] = (await update(
      `INSERT INTO products (name, description, price, "imageUrl", category, stock, "keyBenefits")
       VALUES ($1, $2, $3, $4, 'oils', 12, $5::jsonb) RETURNING id`,
      [
        'Cold-Pressed Pumpkin Seed Oil',
        '250 ml glass bottle. Pressed from roasted Styrian pumpkin seeds, dark green and nutty.',
        '21.49',
        '/images/products/cold-pressed-pumpkin-seed-oil.svg',
        JSON.stringify(['Deep nutty flavour for salads']),
      ],
    )) as [{ id: number }];
    const after = await say(visitor, 'How much is the pumpkin seed oil?', before.sessionId);
    expect(after.response).toBe(
      `[Cold-Pressed Pumpkin Seed Oil](/product/${id}): $21.49 for a 250 ml glass bottle, in stock.`,
    );
    const stock = await say(visitor, 'Is pumpkin seed oil in stock?', before.sessionId);
    expect(stock.response).toContain(`Yes, [Cold-Pressed Pumpkin Seed Oil](/product/${id}) is in stock at $21.49`);
    const range = await say(visitor, 'What oils do you sell?', before.sessionId);
    expect(range.response).toContain(`[Cold-Pressed Pumpkin Seed Oil](/product/${id}) $21.49`);
  });

  it('answers the new price and the new stock of a product changed in the database', async () => {
    const coconut = product('Cold-Pressed Coconut Oil');
    const visitor = browser(shop);
    const { sessionId } = await say(visitor, 'How much is the coconut oil?');

    await update(`UPDATE products SET price = $1 WHERE id = $2`, ['11.25', coconut.id]);
    const repriced = await say(visitor, 'How much is the coconut oil?', sessionId);
    expect(repriced.response).toContain('$11.25');
    expect(repriced.response).not.toContain(price(coconut.price));

    await update(`UPDATE products SET stock = 0 WHERE id = $1`, [coconut.id]);
    const soldOut = await say(visitor, 'Is the coconut oil in stock?', sessionId);
    expect(soldOut.response).toBe(
      `Sorry, [${coconut.name}](/product/${coconut.id}) ($11.25) is out of stock right now.`,
    );
    const listed = await say(visitor, 'What oils do you sell?', sessionId);
    expect(listed.response).toContain(`[${coconut.name}](/product/${coconut.id}) $11.25 (out of stock)`);

    await update(`UPDATE products SET stock = 3 WHERE id = $1`, [coconut.id]);
    const back = await say(visitor, 'Is the coconut oil in stock?', sessionId);
    expect(back.response).toBe(`Yes, [${coconut.name}](/product/${coconut.id}) is in stock at $11.25.`);
  });

  describe('every figure comes from the data', () => {
    it("answers an oil's price from the database, before and after it changes", async () => {
      const sesame = product('Cold-Pressed Sesame (Gingelly) Oil');
      const visitor = browser(shop);
      const first = await say(visitor, 'How much is the sesame oil?');
      expect(first.response).toContain(`: ${price(sesame.price)} for a 1 L glass bottle`);

      await update(`UPDATE products SET price = $1 WHERE id = $2`, ['23.47', sesame.id]);
      const second = await say(visitor, 'How much is the sesame oil?', first.sessionId);
      expect(second.response).toContain(': $23.47 for a 1 L glass bottle');
      expect(second.response).not.toContain(price(sesame.price));
    });

    it("answers a product's size from its description as it now reads", async () => {
      const castor = product('Cold-Pressed Castor Oil');
      // The description's first sentence is the size ("500 ml glass bottle").
      const [seededSize, ...story] = castor.description.split('. ');
      const visitor = browser(shop);
      const first = await say(visitor, 'What size is the castor oil bottle?');
      expect(first.response).toContain(`for a ${seededSize},`);

      await update(`UPDATE products SET description = $1 WHERE id = $2`, [
        `750 ml glass bottle. ${story.join('. ')}`,
        castor.id,
      ]);
      const second = await say(visitor, 'What size is the castor oil bottle?', first.sessionId);
      expect(second.response).toContain('for a 750 ml glass bottle,');
      expect(second.response).not.toContain(seededSize!);
    });

    it("answers the plans' prices and bottle counts from the database", async () => {
      const plans = subscriptionPlanListSchema.parse((await request(shop.http).get('/api/subscriptions/plans')).body);
      const family = plans.find((plan) => plan.bottleCount === 4)!;
      const visitor = browser(shop);
      const first = await say(visitor, 'Tell me about the family box plan');
      expect(first.response).toContain(
        `${family.name} (our most popular): any 4 of our oils, picked by you, for ${price(family.price)} a month (instead of ${price(family.regularPrice)})`,
      );

      await update(`UPDATE subscription_plans SET price = $1, "regularPrice" = $2 WHERE id = $3`, [
        '55.55',
        '66.66',
        family.id,
      ]);
      const second = await say(visitor, 'Tell me about the family box plan', first.sessionId);
      expect(second.response).toContain(
        `${family.name} (our most popular): any 4 of our oils, picked by you, for $55.55 a month (instead of $66.66)`,
      );
      expect(second.response).not.toContain(price(family.price));
    });
  });
});
