import type { Product, ProductDetail } from '@shop/contracts/products';

export const groundnutOil: Product = {
  id: 1,
  name: 'Cold-Pressed Groundnut (Peanut) Oil',
  description: '1 L glass bottle, pressed in a wooden ghani.',
  price: '16.99',
  imageUrl: '/images/products/cold-pressed-groundnut-peanut-oil.svg',
  category: 'oils',
  inStock: 'true',
};

export const coconutOil: Product = {
  id: 3,
  name: 'Cold-Pressed Coconut Oil',
  description: '500 ml glass jar of unrefined coconut oil.',
  price: '14.99',
  imageUrl: '/images/products/cold-pressed-coconut-oil.svg',
  category: 'oils',
  inStock: 'false',
};

export const cuminSeeds: Product = {
  id: 12,
  name: 'Cumin Seeds (Jeera)',
  description: 'Whole cumin seeds.',
  price: '7.49',
  imageUrl: '/images/products/cumin-seeds-jeera.svg',
  category: 'spices',
  inStock: 'true',
};

/** GET /api/products/:id adds the key benefits and, for oils with a batch, the freshest pressed-on date. */
export function withBenefits(
  product: Product,
  keyBenefits: string[] = ['Unrefined', 'Small batches'],
  pressedOn: string | null = null,
): ProductDetail {
  return { ...product, keyBenefits, pressedOn };
}

/** `count` products of one category with ids from `firstId`, all in stock. */
export function productsOfCategory(category: Product['category'], count: number, firstId = 100): Product[] {
  return Array.from({ length: count }, (_, index) => ({
    id: firstId + index,
    name: `Test ${category} product ${index + 1}`,
    description: 'A test product.',
    price: '10.00',
    imageUrl: `/images/products/test-${index + 1}.svg`,
    category,
    inStock: 'true',
  }));
}

/** Answers like the API for a signed-out shopper; `routes` maps a path to its JSON answer. */
export function stubApi(routes: Record<string, () => Response>) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    const answer = routes[url];
    if (answer) return answer();
    if (url === '/api/auth/user') return new Response('Unauthorized', { status: 401, statusText: 'Unauthorized' });
    return new Response('{"statusCode":404,"error":"Not Found","message":"Not found"}', {
      status: 404,
      statusText: 'Not Found',
    });
  });
}
