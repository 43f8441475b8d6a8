import { useParams } from '@shop/ui/router';
import { RETURN_POLICY_DAYS, SHIPS_IN_BUSINESS_DAYS } from '@shop/contracts/constants';
import { freeShippingNote } from '@shop/contracts/money';
import { parseNumericId } from '@shop/contracts/numeric-id';
import type { ProductDetail } from '@shop/contracts/products';
import { ApiRequestError } from '@shop/ui/api-fetch';
import { Badge } from '@shop/ui/badge';
import { SHOP_NAME } from '@shop/ui/brand';
import { Button } from '@shop/ui/button';
import { Skeleton } from '@shop/ui/skeleton';
import { Spinner } from '@shop/ui/spinner';
import { useDocumentTitle } from '@shop/ui/use-document-title';
import { useProduct } from '../api/get-product.js';
import { CATEGORY_LABELS, formatPrice, isOutOfStock, pressedOnLine } from '../product-display.js';
import { PurchaseActions } from '../detail/purchase-actions.js';
import { RelatedProducts } from '../detail/related-products.js';
import { ShareButton } from '../detail/share-button.js';
import { useProductHeadTags } from '../detail/use-product-head-tags.js';
import { Breadcrumb } from './breadcrumb.js';
import { ProductNotFound } from './product-not-found.js';
import { ProductRating } from './product-rating.js';
import './products.css';
import '../detail/product-detail.css';

function ProductDetails({ product }: { product: ProductDetail }) {
  useDocumentTitle(`${product.name} | ${SHOP_NAME}`);
  const canonicalPath = `/product/${product.id}`;
  useProductHeadTags({ description: product.description, canonicalPath });
  const outOfStock = isOutOfStock(product);
  return (
    <article className="catalog-detail">
      <Breadcrumb current={product.name} />
      <div className="catalog-detail__layout">
        <div className="catalog-detail__image">
          <img src={product.imageUrl} alt={product.name} width={560} height={560} fetchPriority="high" />
        </div>
        <div className="catalog-detail__info">
          <div className="catalog-detail__topline">
            <Badge>{CATEGORY_LABELS[product.category].badge}</Badge>
            <ShareButton title={product.name} path={canonicalPath} />
          </div>
          <h1 id="product-name">{product.name}</h1>
          <ProductRating />
          <p className="catalog-detail__price">{formatPrice(product.price)}</p>
          {product.pressedOn ? <p className="catalog-detail__pressed-on">{pressedOnLine(product.pressedOn)}</p> : null}
          <p className={outOfStock ? 'catalog-detail__stock catalog-detail__stock--out' : 'catalog-detail__stock'}>
            {outOfStock ? 'Out of Stock' : 'In Stock'}
          </p>
          <p>{product.description}</p>
          {product.keyBenefits.length > 0 ? (
            <section aria-labelledby="key-benefits-heading" className="catalog-detail__benefits">
              <h2 id="key-benefits-heading">Key Benefits</h2>
              <ul>
                {product.keyBenefits.map((benefit) => (
                  <li key={benefit}>{benefit}</li>
                ))}
              </ul>
            </section>
          ) : null}
          <PurchaseActions product={product} describedBy="product-name" />
          <ul className="catalog-detail__notes">
            <li>{freeShippingNote()}</li>
            <li>Ships in {SHIPS_IN_BUSINESS_DAYS} business days</li>
            <li>{RETURN_POLICY_DAYS}-day returns</li>
          </ul>
        </div>
      </div>
      <RelatedProducts product={product} />
    </article>
  );
}

function ProductDetailSkeleton() {
  return (
    <div className="catalog-detail__layout">
      <Spinner label="Loading product…" />
      <div aria-hidden="true">
        <Skeleton style={{ width: '30%', height: '1.4rem' }} />
        <Skeleton style={{ width: '80%', height: '2.4rem', marginTop: '1rem' }} />
        <Skeleton style={{ width: '25%', height: '1.6rem', marginTop: '1rem' }} />
        <Skeleton style={{ width: '100%', height: '5rem', marginTop: '1rem' }} />
      </div>
    </div>
  );
}

/** /product/:id */
export function ProductDetailPage() {
  const productId = parseNumericId(useParams().id);
  const { data: product, error, isError, refetch } = useProduct(productId);

  if (productId === null) return <ProductNotFound />;
  if (isError) {
    if (error instanceof ApiRequestError && error.status === 404) return <ProductNotFound />;
    return (
      <div className="ui-alert ui-alert--danger" role="alert">
        <p>We couldn't load this product. Please check your connection and try again.</p>
        <Button variant="secondary" size="sm" onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (!product) return <ProductDetailSkeleton />;
  return <ProductDetails product={product} />;
}
