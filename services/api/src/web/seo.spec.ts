import { rmSync } from 'node:fs';
import request from 'supertest';
import { productListSchema } from '@shop/contracts/products';
import { stubWebApps } from '../../test/stub-web-apps.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

/** The <script type="application/ld+json"> of a page, parsed. */
interface ProductData {
  '@type': string;
  offers: { shippingDetails: { shippingRate: unknown } };
}

function structuredData(html: string): ProductData {
  const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('no structured data in the page');
  return JSON.parse(json) as ProductData;
}

describe('what crawlers get without running JavaScript', () => {
  const apps = stubWebApps();
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp({ env: { WEB_APPS_DIR: apps, PUBLIC_URL: 'https://shop.example.com' } });
  });
  afterAll(async () => {
    await shop.close();
    rmSync(apps, { recursive: true, force: true });
  });

  it('sends a product page with its title, description, canonical link and Product data', async () => {
    const [product] = productListSchema
      .parse((await request(shop.http).get('/api/products?category=oils')).body)
      .filter((p) => p.inStock === 'true');
    const response = await request(shop.http).get(`/product/${product!.id}`).expect(200);
    expect(response.text).toContain(`<title>${product!.name.replace(/&/g, '&amp;')} | Cumming Organics</title>`);
    expect(response.text).toContain(`<link rel="canonical" href="https://shop.example.com/product/${product!.id}">`);
    expect(response.text).not.toContain('content="generic"');
    expect(response.text).toMatch(/<meta name="description" content="[^"]{20,}">/);
    const data = structuredData(response.text);
    expect(data).toMatchObject({
      '@type': 'Product',
      name: product!.name,
      offers: {
        price: product!.price,
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        shippingDetails: {
          shippingDestination: { addressCountry: 'US' },
          deliveryTime: { handlingTime: { minValue: 2, maxValue: 3 }, transitTime: { minValue: 1, maxValue: 5 } },
        },
      },
    });
    expect(data.offers.shippingDetails.shippingRate).toEqual({
      '@type': 'MonetaryAmount',
      value: '12.99',
      currency: 'USD',
    });
  });

  it.each(["/orders/$'<script>alert(1)</script>", '/orders/$&', "/product/$'x", '/subscriptions/checkout/$`'])(
    'copies nothing of the path %j into the head',
    async (path) => {
      const response = await request(shop.http).get(encodeURI(path)).expect(404);
      const head = /<head>([\s\S]*)<\/head>/.exec(response.text)?.[1] ?? '';
      expect(head).not.toContain('<title>404 Page Not Found | Cumming Organics</title><title>');
      expect(head).not.toMatch(/canonical|og:url|script>alert|\$/);
      expect(response.text.match(/<\/head>/g)).toHaveLength(1);
      expect(response.text.match(/<div id="root">/g)).toHaveLength(1);
    },
  );

  it('writes canonical addresses from the route table, ids without leading zeros', async () => {
    const order = await request(shop.http).get('/orders/0012').expect(200);
    expect(order.text).toContain('<link rel="canonical" href="https://shop.example.com/orders/12">');
    expect(order.text).toContain('<meta name="robots" content="noindex">');
  });

  it('answers an unknown product and an unknown path with 404 and the shell page', async () => {
    const product = await request(shop.http).get('/product/999999').expect(404);
    expect(product.text).toContain('<title>Product Not Found | Cumming Organics</title>');
    const page = await request(shop.http).get('/no/such/page').expect(404);
    expect(page.text).toContain('<title>404 Page Not Found | Cumming Organics</title>');
    expect(page.text).toContain('<div id="root">');
  });

  it('gives every public page its own title and keeps private pages out of search', async () => {
    expect((await request(shop.http).get('/products').expect(200)).text).toContain(
      '<title>All Products | Cumming Organics</title>',
    );
    expect((await request(shop.http).get('/cart').expect(200)).text).toContain(
      '<meta name="robots" content="noindex">',
    );
  });

  it('lists every product and public page in sitemap.xml, and points robots.txt at it', async () => {
    const products = productListSchema.parse((await request(shop.http).get('/api/products')).body);
    const sitemap = await request(shop.http).get('/sitemap.xml').expect(200);
    expect(sitemap.headers['content-type']).toMatch(/xml/);
    for (const product of products)
      expect(sitemap.text).toContain(`<loc>https://shop.example.com/product/${product.id}</loc>`);
    expect(sitemap.text).toContain('<loc>https://shop.example.com/subscriptions</loc>');
    expect(sitemap.text).not.toContain('/cart');
    const robots = await request(shop.http).get('/robots.txt').expect(200);
    expect(robots.text).toContain('Disallow: /api/');
    expect(robots.text).toContain('Sitemap: https://shop.example.com/sitemap.xml');
  });
});
