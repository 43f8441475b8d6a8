import { CAROUSEL_CARD_WIDTH_PX, LANDING_PLACEHOLDER_CARDS } from '@shop/contracts/constants';
import type { ProductCategory } from '@shop/contracts/products';
import { Button } from '@shop/ui/button';
import { VisuallyHidden } from '@shop/ui/visually-hidden';
import { useProductsInCategory } from '../api/get-products.js';
import { ProductCardSkeleton } from '../components/product-card-skeleton.js';
import { CATEGORY_LABELS } from '../product-display.js';
import { CarouselProductCard } from './carousel-product-card.js';
import { useCarousel } from './use-carousel.js';
import './carousel.css';

const cardStyle = { flex: `0 0 ${CAROUSEL_CARD_WIDTH_PX}px`, width: CAROUSEL_CARD_WIDTH_PX };

/** One category's products in a horizontal, auto-advancing carousel (landing page). */
export function ProductCarousel({ category }: { category: ProductCategory }) {
  const { data: products, isPending, isError, refetch } = useProductsInCategory(category);
  const { trackRef, canScrollLeft, canScrollRight, scroll, pauseHandlers } = useCarousel(products?.length ?? 0);
  const title = CATEGORY_LABELS[category].section;
  const headingId = `carousel-${category}-heading`;

  return (
    <section aria-labelledby={headingId} className="catalog-carousel" {...pauseHandlers}>
      <div className="catalog-carousel__header">
        <h3 id={headingId}>{title}</h3>
        <div className="catalog-carousel__buttons">
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Scroll ${category} left`}
            disabled={!canScrollLeft}
            onClick={() => scroll('left')}
          >
            <span aria-hidden="true">←</span>
          </Button>
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Scroll ${category} right`}
            disabled={!canScrollRight}
            onClick={() => scroll('right')}
          >
            <span aria-hidden="true">→</span>
          </Button>
        </div>
      </div>
      {isError ? (
        <div className="ui-alert ui-alert--danger" role="alert">
          <p>We couldn't load the {category}. Please check your connection and try again.</p>
          <Button variant="secondary" size="sm" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          {isPending ? (
            <VisuallyHidden>
              <span role="status">Loading {title.toLowerCase()}…</span>
            </VisuallyHidden>
          ) : null}
          <ul ref={trackRef} className="catalog-carousel__track" data-testid={`carousel-${category}-track`}>
            {isPending
              ? Array.from({ length: LANDING_PLACEHOLDER_CARDS }, (_, index) => (
                  <li key={index} style={cardStyle} aria-hidden="true">
                    <ProductCardSkeleton />
                  </li>
                ))
              : products.map((product) => (
                  <li key={product.id} style={cardStyle}>
                    <CarouselProductCard product={product} />
                  </li>
                ))}
          </ul>
        </>
      )}
    </section>
  );
}
