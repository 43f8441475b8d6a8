import type { CartItem } from '@shop/contracts/cart';
import { CART_QUANTITY_MAX } from '@shop/contracts/constants';
import { Button, UnstyledButton } from '@shop/ui/button';
import { formatMoney } from '../../../utils/format-money.js';
import { useRemoveCartItem } from '../api/remove-cart-item.js';
import { useUpdateCartItem } from '../api/update-cart-item.js';

/** The stand-in image for a cart line without one. */
export const CART_IMAGE_PLACEHOLDER = '/api/placeholder/80/80';

/**
 * One cart line with its quantity controls. A decrease below 1 is ignored (the button is disabled
 * at 1): removing is the remove button's job. While a change of this line is on its way, the
 * line's buttons are disabled.
 */
export function CartLine({ item }: { item: CartItem }) {
  const { product, quantity } = item;
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  const busy = update.isPending || remove.isPending;

  function changeQuantity(nextQuantity: number) {
    if (busy || nextQuantity < 1 || nextQuantity > CART_QUANTITY_MAX) return;
    update.mutate({ itemId: item.id, quantity: nextQuantity });
  }

  return (
    <li className="cart-line" aria-busy={busy || undefined}>
      <img src={product.imageUrl || CART_IMAGE_PLACEHOLDER} alt={product.name} width={80} height={80} />
      <div className="cart-line__text">
        <h3 className="cart-line__name">{product.name}</h3>
        <p className="cart-line__description">{product.description}</p>
        <p className="cart-line__price">
          {formatMoney(product.price)}
          <span className="ui-muted"> each</span>
        </p>
      </div>
      <div className="cart-line__quantity" role="group" aria-label={`Quantity of ${product.name}`}>
        <UnstyledButton
          className="cart-line__step"
          aria-label={`Decrease quantity of ${product.name}`}
          disabled={busy || quantity <= 1}
          onClick={() => changeQuantity(quantity - 1)}
        >
          <span aria-hidden="true">−</span>
        </UnstyledButton>
        <span className="cart-line__count">{quantity}</span>
        <UnstyledButton
          className="cart-line__step"
          aria-label={`Increase quantity of ${product.name}`}
          disabled={busy || quantity >= CART_QUANTITY_MAX}
          onClick={() => changeQuantity(quantity + 1)}
        >
          <span aria-hidden="true">+</span>
        </UnstyledButton>
      </div>
      <Button
        variant="ghost"
        size="sm"
        className="cart-line__remove"
        aria-label={`Remove ${product.name}`}
        disabled={busy}
        onClick={() => remove.mutate(item.id)}
      >
        Remove
      </Button>
    </li>
  );
}
