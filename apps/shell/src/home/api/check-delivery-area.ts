import { useMutation } from '@tanstack/react-query';
import { API_PATHS } from '@shop/contracts/api-paths';
import { deliveryAreaSchema, type DeliveryArea } from '@shop/contracts/delivery-area';
import { apiRequest } from '@shop/ui/api-fetch';

/** GET /api/delivery-area?zipCode=30040: which delivery area a ZIP code falls in. */
export async function checkDeliveryArea(zipCode: string): Promise<DeliveryArea> {
  const query = new URLSearchParams({ zipCode });
  const response = await apiRequest('GET', `${API_PATHS.deliveryArea}?${query.toString()}`);
  return deliveryAreaSchema.parse(await response.json());
}

/**
 * A mutation, not a query: the answer is shown only for the ZIP code the shopper submitted, and
 * each press of Check is a fresh question, not cached server state shared by screens.
 */
export function useCheckDeliveryArea() {
  return useMutation({ mutationFn: checkDeliveryArea });
}
