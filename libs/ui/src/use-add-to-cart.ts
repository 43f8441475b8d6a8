import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@shop/contracts/api-paths';
import type { AddToCartRequest } from '@shop/contracts/cart';
import {
  CART_QUANTITY_DEFAULT,
  TOAST_DURATION_ERROR_MS,
  TOAST_DURATION_LOGIN_PROMPT_MS,
  TOAST_DURATION_SUCCESS_MS,
} from '@shop/contracts/constants';
import type { Product } from '@shop/contracts/products';
import { ApiRequestError, apiRequest } from '@shop/ui/api-fetch';
import { signInUrl } from '@shop/ui/auth-urls';
import { invalidateCart } from '@shop/ui/cart-query';
import { isCartQuantityRefusal, readApiError } from '@shop/ui/read-api-error';
import { useToast } from '@shop/ui/toast';
import { useAuth } from '@shop/ui/use-auth';

const logInAction = { label: 'Log In', altText: 'Log in to continue shopping', href: signInUrl() };

export type AddToCartProduct = Pick<Product, 'id' | 'name'>;

export interface AddToCartOptions {
  /** Runs after the item is in the cart (e.g. Buy Now going on to checkout); not when signed out or on failure. */
  onAdded?: () => void;
}

const ADD_FAILED_MESSAGE = 'Failed to add item to cart. Please try again.';

/**
 * Add to cart: signed-out shoppers get a log-in prompt and nothing is sent; otherwise POST
 * /api/cart and tell the shopper how it went. Success refreshes the cart and its totals, which
 * also updates the shell's badge.
 */
export function useAddToCart() {
  const { isAuthenticated } = useAuth();
  const { toast } = useToast();
  const queryClient = useQueryClient();

  const mutation = useMutation({
    mutationFn: async ({ product, quantity }: { product: AddToCartProduct; quantity: number }) => {
      const body: AddToCartRequest = { productId: product.id, quantity };
      await apiRequest('POST', API_PATHS.cart, body);
    },
    onSuccess: async (_result, { product }) => {
      toast({
        title: 'Added to Cart!',
        description: `${product.name} has been added to your cart.`,
        duration: TOAST_DURATION_SUCCESS_MS,
      });
      await invalidateCart(queryClient);
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.status === 401) {
        toast({
          title: 'Session Expired',
          description: 'Please log in again to continue shopping.',
          variant: 'destructive',
          duration: TOAST_DURATION_LOGIN_PROMPT_MS,
          action: logInAction,
        });
        return;
      }
      const description = isCartQuantityRefusal(error)
        ? readApiError(error, ADD_FAILED_MESSAGE).message
        : ADD_FAILED_MESSAGE;
      toast({
        title: 'Error',
        description,
        variant: 'destructive',
        duration: TOAST_DURATION_ERROR_MS,
      });
    },
  });

  function addToCart(
    product: AddToCartProduct,
    quantity: number = CART_QUANTITY_DEFAULT,
    options: AddToCartOptions = {},
  ): void {
    if (!isAuthenticated) {
      toast({
        title: 'Authentication Required',
        description: 'Please log in to add items to your cart.',
        variant: 'destructive',
        duration: TOAST_DURATION_LOGIN_PROMPT_MS,
        action: logInAction,
      });
      return;
    }
    mutation.mutate({ product, quantity }, options.onAdded ? { onSuccess: options.onAdded } : undefined);
  }

  return { addToCart, isPending: mutation.isPending };
}
