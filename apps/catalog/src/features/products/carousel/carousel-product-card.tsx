import { Link } from '@shop/ui/router';
import { CAROUSEL_CARD_WIDTH_PX, FREE_SHIPPING_THRESHOLD_CENTS } from '@shop/contracts/constants';
import { formatUsd } from '@shop/contracts/money';
import type { Product } from '@shop/contracts/products';
import { Badge } from '@shop/ui/badge';
import { Card } from '@shop/ui/card';
import { AddToCartButton } from '../components/add-to-cart-button.js';
import { ProductRating } from '../components/product-rating.js';
import { formatPrice, isOutOfStock } from '../product-display.js';

/** "$75.00" reads as "$75" in a short label. */
const freeDeliveryCondition = `on orders of ${formatUsd(FREE_SHIPPING_THRESHOLD_CENTS).replace(/\.00$/, '')} or more`;

/**
 * A landing-page card. Its label says "Free delivery"; the shop only delivers free from the
 * threshold, so the condition is shown right under it rather than left to a checkout surprise.
 */
export function CarouselProductCard({ product }: { product: Product }) {
  const nameId = `carousel-product-${product.id}-name`;
  return (
    <Card as="article" className="catalog-card">
      <div className="catalog-card__image">
        <img
          src={product.imageUrl}
          alt={product.name}
          loading="lazy"
          width={CAROUSEL_CARD_WIDTH_PX}
          height={CAROUSEL_CARD_WIDTH_PX}
        />
        {isOutOfStock(product) ? (
          <Badge tone="danger" className="catalog-card__stock">
            Out of Stock
          </Badge>
        ) : null}
      </div>
      <h4 className="catalog-card__name" id={nameId}>
        <Link to={`/product/${product.id}`} className="catalog-card__link">
          {product.name}
        </Link>
      </h4>
      <ProductRating />
      <p className="catalog-card__price">{formatPrice(product.price)}</p>
      <p className="catalog-card__delivery">
        <span className="catalog-card__delivery-label">Free delivery</span>{' '}
        <span className="ui-muted">{freeDeliveryCondition}</span>
      </p>
      <div className="catalog-card__actions">
        <AddToCartButton product={product} size="sm" describedBy={nameId} />
      </div>
    </Card>
  );
}
