import { z } from './zod.js';

/** GET /api/auth/user: the signed-in shopper as the browser sees them. */
export const clientUserSchema = z.object({
  id: z.string(),
  email: z.email(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
});
export type ClientUser = z.infer<typeof clientUserSchema>;

export const PASSWORD_MIN_LENGTH = 8;
/** Long passphrases are welcome; the ceiling only bounds hashing work per request. */
export const PASSWORD_MAX_LENGTH = 256;

const emailField = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, { error: 'Email is required' })
  .max(320, { error: 'Email is too long' })
  .pipe(z.email({ error: 'Enter a valid email address' }));

/** A path on this site to return to after signing in; anything else is ignored by the server. */
const returnToField = z.string().max(2048).optional();

/** POST /api/auth/login */
export const signInRequestSchema = z.strictObject({
  email: emailField,
  password: z
    .string({ error: 'Password is required' })
    .min(1, { error: 'Password is required' })
    .max(PASSWORD_MAX_LENGTH),
  returnTo: returnToField,
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

/** POST /api/auth/register */
export const registerRequestSchema = z.strictObject({
  firstName: z
    .string()
    .trim()
    .min(1, { error: 'First name is required' })
    .max(100, { error: 'First name is too long' }),
  lastName: z.string().trim().min(1, { error: 'Last name is required' }).max(100, { error: 'Last name is too long' }),
  email: emailField,
  password: z
    .string({ error: 'Password is required' })
    .min(PASSWORD_MIN_LENGTH, { error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` })
    .max(PASSWORD_MAX_LENGTH, { error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters` }),
  returnTo: returnToField,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** Answer of sign-in and registration: where the browser goes next, as a full page navigation. */
export const signedInResponseSchema = z.object({ redirectTo: z.string() });
export type SignedInResponse = z.infer<typeof signedInResponseSchema>;

/** GET /api/auth/providers: which ways of signing in this shop offers. */
export const authProvidersSchema = z.object({
  builtIn: z.boolean(),
  oidc: z.object({ enabled: z.boolean(), name: z.string(), loginUrl: z.string() }),
});
export type AuthProviders = z.infer<typeof authProvidersSchema>;

/** The one message for a wrong email or password: it never tells which one was wrong. */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';
