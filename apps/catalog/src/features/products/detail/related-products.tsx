import { RELATED_PRODUCTS_MAX } from '@shop/contracts/constants';
import type { Product } from '@shop/contracts/products';
import { useProductsInCategory } from '../api/get-products.js';
import { ProductCard } from '../components/product-card.js';

/** Up to four other products of the same category; nothing while loading or when there are none. */
export function RelatedProducts({ product }: { product: Pick<Product, 'id' | 'category'> }) {
  const { data: products } = useProductsInCategory(product.category);
  const related = (products ?? []).filter((candidate) => candidate.id !== product.id).slice(0, RELATED_PRODUCTS_MAX);
  if (related.length === 0) return null;
  return (
    <section aria-labelledby="related-products-heading" className="catalog-related">
      <h2 id="related-products-heading">Related Products</h2>
      <ul className="catalog-grid">
        {related.map((relatedProduct) => (
          <li key={relatedProduct.id}>
            <ProductCard product={relatedProduct} />
          </li>
        ))}
      </ul>
    </section>
  );
}
