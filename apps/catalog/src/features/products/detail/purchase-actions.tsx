import { useState } from 'react';
import { useNavigate } from '@shop/ui/router';
import type { Product } from '@shop/contracts/products';
import { Button } from '@shop/ui/button';
import { useAddToCart } from '@shop/ui/use-add-to-cart';
import { isOutOfStock } from '../product-display.js';
import { QuantityControl } from './quantity-control.js';

/** Quantity, Add to Cart and Buy Now (add, then go to checkout). Signed out, the hook prompts to log in. */
export function PurchaseActions({ product, describedBy }: { product: Product; describedBy: string }) {
  const [quantity, setQuantity] = useState(1);
  const { addToCart, isPending } = useAddToCart();
  const navigate = useNavigate();
  const outOfStock = isOutOfStock(product);

  return (
    <div className="catalog-detail__purchase">
      <QuantityControl value={quantity} onChange={setQuantity} disabled={outOfStock} />
      <div className="catalog-detail__buttons">
        <Button
          size="lg"
          disabled={outOfStock || isPending}
          aria-describedby={describedBy}
          onClick={() => addToCart(product, quantity)}
        >
          Add to Cart
        </Button>
        <Button
          size="lg"
          variant="accent"
          disabled={outOfStock || isPending}
          aria-describedby={describedBy}
          onClick={() => addToCart(product, quantity, { onAdded: () => void navigate('/checkout') })}
        >
          Buy Now
        </Button>
      </div>
    </div>
  );
}
