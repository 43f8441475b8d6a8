import type { SubscriptionPlan } from '@shop/contracts/subscription-plans';

export const essentialsBox: SubscriptionPlan = {
  id: 1,
  name: 'Essentials Box',
  description: 'Two bottles of fresh oil every month.',
  price: '31.99',
  regularPrice: '35.98',
  bottleCount: 2,
  features: ['2 bottles of your choice', 'Free local delivery'],
  isPopular: 'false',
};

export const familyBox: SubscriptionPlan = {
  id: 2,
  name: 'Family Box',
  description: 'Four bottles for a busy kitchen.',
  price: '59.99',
  regularPrice: '71.96',
  bottleCount: 4,
  features: ['4 bottles of your choice', 'Free local delivery', 'Skip any month'],
  isPopular: 'true',
};

export const signedInUser = {
  id: 'user-1',
  email: 'asha@example.com',
  firstName: 'Asha',
  lastName: 'Patel',
  profileImageUrl: null,
};

/** Answers like the API; unknown paths are 404 (e.g. GET /api/subscriptions, not built yet). */
export function stubApi({
  signedIn = false,
  routes = {},
}: {
  signedIn?: boolean;
  routes?: Record<string, () => Response>;
}) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    const answer = routes[url];
    if (answer) return answer();
    if (url === '/api/auth/user') {
      return signedIn
        ? Response.json(signedInUser)
        : new Response('Unauthorized', { status: 401, statusText: 'Unauthorized' });
    }
    return new Response('Not Found', { status: 404, statusText: 'Not Found' });
  });
}
