import request from 'supertest';
import { apiErrorSchema } from '@shop/contracts/errors';
import { browser } from '../../test/shopper-agent.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

const inquiry = {
  businessName: 'Lanier Curry House',
  contactName: 'Ravi Menon',
  businessType: 'restaurant',
  email: 'ravi@lanier-curry.example',
  phone: '678-555-0142',
  requirements: 'Ten litres of groundnut oil a week, delivered on Mondays.',
};
const message = {
  firstName: 'Meera',
  lastName: 'Iyer',
  email: 'meera@example.com',
  subject: 'Sesame oil',
  message: 'Is it roasted?',
};

describe('public forms', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp({ seed: false });
  });
  afterAll(() => shop.close());

  const count = async (table: string) =>
    (await shop.dataSource.query(`SELECT count(*)::int AS count FROM ${table}`))[0].count as number;

  it('stores a business inquiry exactly as sent, without signing in', async () => {
    await browser(shop).post('/api/business-inquiries', inquiry).expect(201, { received: true });
    const [row] = await shop.dataSource.query(`SELECT * FROM business_inquiries ORDER BY id DESC LIMIT 1`);
    expect(row).toMatchObject(inquiry);
  });

  it('stores a contact message exactly as sent', async () => {
    await browser(shop).post('/api/contact-messages', message).expect(201, { received: true });
    const [row] = await shop.dataSource.query(`SELECT * FROM contact_messages ORDER BY id DESC LIMIT 1`);
    expect(row).toMatchObject(message);
  });

  it('names every missing or wrong field with 400 and stores nothing', async () => {
    const before = await count('business_inquiries');
    const response = await browser(shop)
      .post('/api/business-inquiries', { ...inquiry, businessType: 'bakery', email: 'no', phone: ' ' })
      .expect(400);
    expect(
      apiErrorSchema
        .parse(response.body)
        .fieldErrors?.map((e) => e.field)
        .sort(),
    ).toEqual(['businessType', 'email', 'phone']);
    await browser(shop).post('/api/contact-messages', {}).expect(400);
    expect(await count('business_inquiries')).toBe(before);
  });

  it('answers a bot that filled the honeypot like a person, and stores nothing', async () => {
    const before = await count('contact_messages');
    await browser(shop)
      .post('/api/contact-messages', { ...message, website: 'http://spam.example' })
      .expect(201, { received: true });
    expect(await count('contact_messages')).toBe(before);
  });

  it('limits one address to ten submissions in ten minutes', async () => {
    const flooder = browser(shop, '203.0.113.99');
    for (let submission = 0; submission < 10; submission += 1)
      await flooder.post('/api/contact-messages', message).expect(201);
    const refused = await flooder.post('/api/contact-messages', message).expect(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
    await browser(shop).post('/api/contact-messages', message).expect(201);
  });

  it('refuses the forms from another site', async () => {
    await request(shop.http)
      .post('/api/contact-messages')
      .set('Origin', 'https://evil.example')
      .send(message)
      .expect(403);
  });

  it('subscribes an email to the newsletter once, whatever its case', async () => {
    await browser(shop).post('/api/newsletter', { email: 'Chef@Example.com' }).expect(200, { status: 'subscribed' });
    await browser(shop)
      .post('/api/newsletter', { email: 'chef@example.com' })
      .expect(200, { status: 'already-subscribed' });
    expect(await count('newsletter_subscriptions')).toBe(1);
    const invalid = await browser(shop).post('/api/newsletter', { email: 'chef' }).expect(400);
    expect(apiErrorSchema.parse(invalid.body).fieldErrors?.[0]?.field).toBe('email');
  });
});
