import { useQuery } from '@tanstack/react-query';
import { cartQueryOptions } from '@shop/ui/cart-query';
import { useAuth } from '@shop/ui/use-auth';

/** Sum of the quantities in the cart (the badge), or null when unknown (signed out, not loaded). */
export function useCartItemCount(): number | null {
  const { isAuthenticated } = useAuth();
  const { data } = useQuery({ ...cartQueryOptions(), enabled: isAuthenticated });
  if (!isAuthenticated || !data) return null;
  return data.reduce((sum, item) => sum + item.quantity, 0);
}
