import { z } from 'zod';
import { FIELD_LIMITS } from '@shop/contracts/field-limits';
import { isStorableText } from '@shop/contracts/text';

/** What the shop keeps of an identity provider's claims, each checked like any other input. */
export interface ProviderProfile {
  email: string;
  /** Only a provider's explicit `email_verified: true` counts; missing means unverified. */
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
}

const emailSchema = z.email().max(FIELD_LIMITS.email);

function name(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed.length > 0 && isStorableText(trimmed) ? trimmed.slice(0, FIELD_LIMITS.personName) : null;
}

/** Only https pictures: anything else (javascript:, data:, plain http) is dropped. */
function picture(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > FIELD_LIMITS.url || !isStorableText(value)) return null;
  try {
    return new URL(value).protocol === 'https:' ? value : null;
  } catch {
    return null;
  }
}

/** The profile in an ID token's claims, or null when the provider shared no usable email. */
export function profileFromClaims(claims: Record<string, unknown>): ProviderProfile | null {
  const email = emailSchema.safeParse(typeof claims.email === 'string' ? claims.email.trim() : undefined);
  if (!email.success) return null;
  return {
    email: email.data.toLowerCase(),
    emailVerified: claims.email_verified === true,
    firstName: name(claims.given_name),
    lastName: name(claims.family_name),
    profileImageUrl: picture(claims.picture),
  };
}
