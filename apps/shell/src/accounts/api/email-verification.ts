import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@shop/contracts/api-paths';
import {
  emailVerificationStatusSchema,
  verificationEmailSentSchema,
  type EmailVerificationStatus,
  type VerificationEmailSent,
} from '@shop/contracts/email-verification';
import { apiRequest, getQueryFn } from '@shop/ui/api-fetch';

const EMAIL_VERIFICATION_PATH = API_PATHS.emailVerification;
const fetchStatus = getQueryFn({ on401: 'returnNull' });

/** GET /api/auth/email-verification: null when signed out. */
export const emailVerificationQueryOptions = () =>
  queryOptions({
    queryKey: [EMAIL_VERIFICATION_PATH],
    queryFn: async (context): Promise<EmailVerificationStatus | null> => {
      const body = await fetchStatus(context);
      return body === null ? null : emailVerificationStatusSchema.parse(body);
    },
    retry: false,
  });

/** Asked only for a signed-in shopper: for anyone else the answer is known to be "sign in". */
export function useEmailVerificationStatus(signedIn: boolean) {
  return useQuery({ ...emailVerificationQueryOptions(), enabled: signedIn });
}

/** POST /api/auth/email-verification: e-mails a new link (a few per hour at most). */
export async function sendVerificationEmail(): Promise<VerificationEmailSent> {
  const response = await apiRequest('POST', EMAIL_VERIFICATION_PATH);
  return verificationEmailSentSchema.parse(await response.json());
}

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail });
}
