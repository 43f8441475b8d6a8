import { Link } from '@shop/ui/router';
import { useCartItemCount } from './use-cart-item-count.js';

function CartIcon() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <circle cx="9" cy="20" r="1.5" />
      <circle cx="18" cy="20" r="1.5" />
      <path d="M2.5 3h2.7l2.4 11.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L21 7H6.1" />
    </svg>
  );
}

export function cartLinkLabel(count: number | null): string {
  if (count === null) return 'Cart';
  return `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
}

/** The cart icon with a badge showing how many items the signed-in shopper has in the cart. */
export function CartLink({ onNavigate }: { onNavigate?: () => void }) {
  const count = useCartItemCount();
  return (
    <Link to="/cart" className="shell-cart-link" aria-label={cartLinkLabel(count)} onClick={onNavigate}>
      <CartIcon />
      {count !== null && count > 0 ? (
        <span className="shell-cart-link__badge" aria-hidden="true" data-testid="cart-badge">
          {count}
        </span>
      ) : null}
    </Link>
  );
}
