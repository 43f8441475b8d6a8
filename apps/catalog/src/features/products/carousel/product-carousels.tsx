import { productCategorySchema } from '@shop/contracts/products';
import { ProductCarousel } from './product-carousel.js';

/** The landing page's products: one carousel per category (oils, then spices). */
export function ProductCarousels() {
  return (
    <div className="catalog-carousels">
      {productCategorySchema.options.map((category) => (
        <ProductCarousel key={category} category={category} />
      ))}
    </div>
  );
}
