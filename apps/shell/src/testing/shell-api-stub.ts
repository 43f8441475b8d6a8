import type { AuthProviders, ClientUser } from '@shop/contracts/auth';
import type { CartItem } from '@shop/contracts/cart';
import type { Product } from '@shop/contracts/products';

export const signedInUser: ClientUser = {
  id: 'user-1',
  email: 'asha@example.com',
  firstName: 'Asha',
  lastName: 'Patel',
  profileImageUrl: null,
  role: 'shopper',
};

const sesameOil: Product = {
  id: 2,
  name: 'Cold-Pressed Sesame (Gingelly) Oil',
  description: '1 L glass bottle.',
  price: '18.99',
  imageUrl: '/images/products/cold-pressed-sesame-gingelly-oil.svg',
  category: 'oils',
  inStock: 'true',
};

export function cartLine(id: number, quantity: number): CartItem {
  return { id, productId: sesameOil.id, quantity, product: sesameOil };
}

export const builtInAccountsOnly: AuthProviders = {
  builtIn: true,
  oidc: { enabled: false, name: '', loginUrl: '/api/auth/oidc/login' },
};

export interface ApiStub {
  user?: ClientUser | null;
  cart?: CartItem[];
  providers?: AuthProviders;
  /** Answers for other paths (e.g. POST /api/auth/login); a function, as a body is read once. */
  answers?: Record<string, () => Response | Promise<Response>>;
}

/** Answers like the API: the current user (401 when signed out), the cart and the sign-in options. */
export function stubApi({ user = null, cart = [], providers = builtInAccountsOnly, answers = {} }: ApiStub) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    const answer = answers[url];
    if (answer) return answer();
    if (url === '/api/auth/providers') return Response.json(providers);
    if (url === '/api/auth/user') {
      return user ? Response.json(user) : new Response('Unauthorized', { status: 401, statusText: 'Unauthorized' });
    }
    if (url === '/api/cart') {
      return user ? Response.json(cart) : new Response('Unauthorized', { status: 401, statusText: 'Unauthorized' });
    }
    return new Response('Not Found', { status: 404, statusText: 'Not Found' });
  });
}
