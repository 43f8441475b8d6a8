import { LANDING_PAGE_ADD_QUANTITY } from '@shop/contracts/constants';
import type { Product } from '@shop/contracts/products';
import { Button, type ButtonSize } from '@shop/ui/button';
import { useAddToCart } from '@shop/ui/use-add-to-cart';
import { isOutOfStock } from '../product-display.js';

interface AddToCartButtonProps {
  product: Product;
  size?: ButtonSize;
  /** Id of the element naming the product, so "Add to Cart" is announced with its product. */
  describedBy?: string;
}

/** Adds one of the product to the cart; disabled when the product is out of stock. */
export function AddToCartButton({ product, size, describedBy }: AddToCartButtonProps) {
  const { addToCart, isPending } = useAddToCart();
  return (
    <Button
      size={size}
      disabled={isOutOfStock(product) || isPending}
      aria-describedby={describedBy}
      onClick={() => addToCart(product, LANDING_PAGE_ADD_QUANTITY)}
    >
      Add to Cart
    </Button>
  );
}
