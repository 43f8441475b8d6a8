import { Link } from '@shop/ui/router';
import type { Product } from '@shop/contracts/products';
import { Badge } from '@shop/ui/badge';
import { Card } from '@shop/ui/card';
import { formatPrice, isOutOfStock } from '../product-display.js';
import { AddToCartButton } from './add-to-cart-button.js';

interface ProductCardProps {
  product: Product;
  /** At the top of the page: load the image at once (it is likely the largest paint), not lazily. */
  aboveTheFold?: boolean;
}

/** A product in the list; the whole card opens the product page, the button adds it to the cart. */
export function ProductCard({ product, aboveTheFold = false }: ProductCardProps) {
  const nameId = `product-${product.id}-name`;
  return (
    <Card as="article" className="catalog-card">
      <div className="catalog-card__image">
        <img
          src={product.imageUrl}
          alt={product.name}
          loading={aboveTheFold ? 'eager' : 'lazy'}
          fetchPriority={aboveTheFold ? 'high' : 'auto'}
          width={280}
          height={280}
        />
        {isOutOfStock(product) ? (
          <Badge tone="danger" className="catalog-card__stock">
            Out of Stock
          </Badge>
        ) : null}
      </div>
      <h3 className="catalog-card__name" id={nameId}>
        <Link to={`/product/${product.id}`} className="catalog-card__link">
          {product.name}
        </Link>
      </h3>
      <p className="catalog-card__price">{formatPrice(product.price)}</p>
      <div className="catalog-card__actions">
        <AddToCartButton product={product} size="sm" describedBy={nameId} />
      </div>
    </Card>
  );
}
