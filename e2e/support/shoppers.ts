/** A shopper's account details, as the registration form and POST /api/auth/register take them. */
export interface Shopper {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** A new shopper for one test: tests never share accounts. */
export function newShopper(): Shopper {
  return {
    firstName: 'Asha',
    lastName: 'Patel',
    email: `shopper-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
    password: 'cold pressed sesame 42',
  };
}
