import { z } from './zod.js';
import { FIELD_LIMITS } from './field-limits.js';
import { storable, textField } from './text.js';
import { USER_ROLES } from './user-roles.js';

export { USER_ROLES, isStaffRole, type UserRole } from './user-roles.js';

export const userRoleSchema = z.enum(USER_ROLES, { error: 'Role must be shopper, staff or owner' });

/** GET /api/auth/user: the signed-in shopper as the browser sees them. */
export const clientUserSchema = z.object({
  id: z.string(),
  email: z.email(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  role: userRoleSchema,
});
export type ClientUser = z.infer<typeof clientUserSchema>;

export const PASSWORD_MIN_LENGTH = 8;
/** Long passphrases are welcome; the ceiling only bounds hashing work per request. */
export const PASSWORD_MAX_LENGTH = FIELD_LIMITS.password;

const emailField = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, { error: 'Email is required' })
  .max(FIELD_LIMITS.email, { error: `Email must be at most ${FIELD_LIMITS.email} characters` })
  .pipe(z.email({ error: 'Enter a valid email address' }));

/** Passwords keep every character as typed (no trimming), but only characters that exist. */
const passwordText = (message: string) =>
  storable('Password', z.string({ error: 'Password is required' }).min(1, { error: message }));

/** Where to go after signing in; the server keeps only a path on this site (see return-to.ts). */
export const returnToField = textField('Return address', FIELD_LIMITS.url).optional();

/** POST /api/auth/login */
export const signInRequestSchema = z.strictObject({
  email: emailField,
  password: passwordText('Password is required').max(PASSWORD_MAX_LENGTH, {
    error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  }),
  returnTo: returnToField,
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

/** POST /api/auth/register */
export const registerRequestSchema = z.strictObject({
  firstName: textField('First name', FIELD_LIMITS.personName, { length: 1, message: 'First name is required' }),
  lastName: textField('Last name', FIELD_LIMITS.personName, { length: 1, message: 'Last name is required' }),
  email: emailField,
  password: passwordText('Password is required')
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
