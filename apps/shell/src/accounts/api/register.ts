import { API_PATHS } from '@shop/contracts/api-paths';
import { useMutation } from '@tanstack/react-query';
import { signedInResponseSchema, type RegisterRequest, type SignedInResponse } from '@shop/contracts/auth';
import { apiRequest } from '@shop/ui/api-fetch';

const REGISTER_PATH = API_PATHS.register;

/** POST /api/auth/register: creates the account and signs the shopper in. */
export async function register(request: RegisterRequest): Promise<SignedInResponse> {
  const response = await apiRequest('POST', REGISTER_PATH, request);
  return signedInResponseSchema.parse(await response.json());
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
