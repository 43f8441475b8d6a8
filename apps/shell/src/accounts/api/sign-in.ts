import { API_PATHS } from '@shop/contracts/api-paths';
import { useMutation } from '@tanstack/react-query';
import { signedInResponseSchema, type SignedInResponse, type SignInRequest } from '@shop/contracts/auth';
import { apiRequest } from '@shop/ui/api-fetch';

const SIGN_IN_PATH = API_PATHS.signIn;

/** POST /api/auth/login: starts a session; the answer says where the browser goes next. */
export async function signIn(request: SignInRequest): Promise<SignedInResponse> {
  const response = await apiRequest('POST', SIGN_IN_PATH, request);
  return signedInResponseSchema.parse(await response.json());
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
