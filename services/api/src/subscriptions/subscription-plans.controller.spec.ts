import request from 'supertest';
import { apiErrorSchema } from '@shop/contracts/errors';
import { subscriptionPlanListSchema, subscriptionPlanSchema } from '@shop/contracts/subscription-plans';
import { startTestApp, type TestApp } from '../../test/test-app.js';

describe('subscription plans', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp();
  });
  afterAll(() => shop.close());

  it('lists three plans, exactly one marked popular with the text flag', async () => {
    const response = await request(shop.http).get('/api/subscriptions/plans').expect(200);
    const plans = subscriptionPlanListSchema.parse(response.body);
    expect(plans).toHaveLength(3);
    expect(plans.filter((plan) => plan.isPopular === 'true')).toHaveLength(1);
    for (const plan of plans) {
      expect(Number(plan.price.replace('.', ''))).toBeLessThan(Number(plan.regularPrice.replace('.', '')));
      expect(plan.features.length).toBeGreaterThan(0);
    }
  });

  it('does not reveal server-side payment settings', async () => {
    await shop.dataSource.query(`UPDATE subscription_plans SET "stripePriceId" = 'price_secret'`);
    const response = await request(shop.http).get('/api/subscriptions/plans').expect(200);
    expect(JSON.stringify(response.body)).not.toContain('price_secret');
  });

  it('returns a single plan', async () => {
    const [plan] = subscriptionPlanListSchema.parse((await request(shop.http).get('/api/subscriptions/plans')).body);
    const response = await request(shop.http).get(`/api/subscriptions/plans/${plan?.id}`).expect(200);
    expect(subscriptionPlanSchema.parse(response.body)).toEqual(plan);
  });

  it('answers 404 for an unknown plan and 400 for a malformed id', async () => {
    const missing = await request(shop.http).get('/api/subscriptions/plans/4242').expect(404);
    expect(apiErrorSchema.parse(missing.body).code).toBe('PLAN_NOT_FOUND');
    const malformed = await request(shop.http).get('/api/subscriptions/plans/first').expect(400);
    expect(apiErrorSchema.parse(malformed.body).fieldErrors?.[0]?.field).toBe('planId');
  });
});
