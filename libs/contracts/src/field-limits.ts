/**
 * The longest value each stored field accepts: the database columns are declared with these
 * lengths and the request schemas refuse anything longer, so an over-long value is a 400 naming
 * its field, never a database error. Free text without a column limit gets a sane ceiling.
 */
export const FIELD_LIMITS = {
  /** RFC 5321: 64 for the local part, 255 for the domain, 320 in all. */
  email: 320,
  personName: 100,
  /** Digits, spaces, dashes, dots, parentheses, an extension: 40 is generous. */
  phone: 40,
  businessName: 200,
  contactName: 200,
  subject: 200,
  /** Contact messages and business requirements. */
  message: 5_000,
  specialInstructions: 1_000,
  streetAddress: 200,
  city: 100,
  /** A two-letter code or a state's full name. */
  state: 50,
  /** 30040 or ZIP+4 (30040-1234). */
  zipCode: 10,
  url: 2_048,
  password: 256,
  chatMessage: 2_000,
  chatSessionId: 100,
} as const;

/** PostgreSQL's `integer`: ids and quantities above this cannot exist. */
export const MAX_DATABASE_INTEGER = 2_147_483_647;
