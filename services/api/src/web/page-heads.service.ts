import { Inject, Injectable } from '@nestjs/common';
import { API_PATHS } from '@shop/contracts/api-paths';
import { FREE_SHIPPING_THRESHOLD_CENTS, STANDARD_SHIPPING_CENTS } from '@shop/contracts/constants';
import { fromCents, toCents } from '@shop/contracts/money';
import { canonicalRemotePath } from '@shop/contracts/remote-routes';
import { NOT_FOUND_PAGE, SHOP_NAME, SITE_PAGES } from '@shop/contracts/site-pages';
import { ProductsService } from '../catalog/products.service.js';
import { ShopError } from '../common/errors/shop-error.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import type { PageHead } from './page-head.js';
import type { PreloadLink } from './preload-link.js';

/** An API call the page makes as soon as it renders (the shop's fetch helper sends credentials). */
const apiPreload = (path: string): PreloadLink => ({ href: path, as: 'fetch', crossOrigin: 'use-credentials' });

/** The data each fixed page loads first. */
const PAGE_DATA_PRELOADS: Readonly<Record<string, readonly PreloadLink[]>> = {
  '/products': [apiPreload(API_PATHS.products)],
  '/subscriptions': [apiPreload(API_PATHS.subscriptionPlans)],
};

export interface PageAnswer {
  status: 200 | 404;
  head: PageHead;
}

/** The head (and HTTP status) of each page the shell renders, from the site's page list and the catalog. */
@Injectable()
export class PageHeadsService {
  constructor(
    private readonly products: ProductsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async forPath(path: string): Promise<PageAnswer> {
    const known = SITE_PAGES.find((page) => page.path === path);
    if (known) {
      return {
        status: 200,
        head: { ...known, canonicalUrl: this.url(known.path), preloads: PAGE_DATA_PRELOADS[path] },
      };
    }
    const remotePage = canonicalRemotePath(path);
    if (remotePage?.startsWith('/product/')) return this.productPage(Number(remotePage.slice('/product/'.length)));
    if (remotePage) {
      return {
        status: 200,
        head: {
          title: SHOP_NAME,
          description: SITE_PAGES[0]!.description,
          canonicalUrl: this.url(remotePage),
          indexed: false,
        },
      };
    }
    return { status: 404, head: { ...NOT_FOUND_PAGE } };
  }

  /** Public pages and every product, for sitemap.xml. */
  async indexedUrls(): Promise<string[]> {
    const products = await this.products.list();
    return [
      ...SITE_PAGES.filter((page) => page.indexed).map((page) => this.url(page.path)),
      ...products.map((product) => this.url(`/product/${product.id}`)),
    ];
  }

  private async productPage(id: number): Promise<PageAnswer> {
    try {
      const product = await this.products.get(id);
      const canonicalUrl = this.url(`/product/${product.id}`);
      const priceCents = toCents(product.price);
      return {
        status: 200,
        head: {
          title: `${product.name} | ${SHOP_NAME}`,
          description:
            product.description.length > 160 ? `${product.description.slice(0, 157)}...` : product.description,
          canonicalUrl,
          indexed: true,
          preloads: [
            apiPreload(`${API_PATHS.products}/${product.id}`),
            { href: product.imageUrl, as: 'image', fetchPriority: 'high' },
          ],
          structuredData: {
            '@context': 'https://schema.org',
            '@type': 'Product',
            name: product.name,
            description: product.description,
            image: this.url(product.imageUrl),
            category: product.category === 'oils' ? 'Cold-pressed oils' : 'Indian spices',
            brand: { '@type': 'Brand', name: SHOP_NAME },
            offers: {
              '@type': 'Offer',
              url: canonicalUrl,
              price: product.price,
              priceCurrency: 'USD',
              availability: product.inStock === 'true' ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
              shippingDetails: {
                '@type': 'OfferShippingDetails',
                // The shop's one rule, for this item bought alone: free from $75, otherwise $12.99.
                shippingRate: {
                  '@type': 'MonetaryAmount',
                  value: fromCents(priceCents >= FREE_SHIPPING_THRESHOLD_CENTS ? 0 : STANDARD_SHIPPING_CENTS),
                  currency: 'USD',
                },
                shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'US' },
                deliveryTime: {
                  '@type': 'ShippingDeliveryTime',
                  handlingTime: { '@type': 'QuantitativeValue', minValue: 2, maxValue: 3, unitCode: 'DAY' },
                  transitTime: { '@type': 'QuantitativeValue', minValue: 1, maxValue: 5, unitCode: 'DAY' },
                },
              },
            },
          },
        },
      };
    } catch (error) {
      if (!(error instanceof ShopError && error.code === 'PRODUCT_NOT_FOUND')) throw error;
      return {
        status: 404,
        head: { title: `Product Not Found | ${SHOP_NAME}`, description: NOT_FOUND_PAGE.description, indexed: false },
      };
    }
  }

  private url(path: string): string {
    return new URL(path, this.config.publicUrl).href;
  }
}
