import { unixSeconds } from './calendar.js';
import { onlyKnown, optionalMetadata, optionalString } from './form.js';
import type { CustomerObject } from './objects.js';
import type { Route } from './routes.js';
import type { StripeDoubleState } from './state.js';

export function createCustomer(
  state: StripeDoubleState,
  fields: Partial<Pick<CustomerObject, 'email' | 'name' | 'phone' | 'description' | 'metadata'>>,
): CustomerObject {
  const customer: CustomerObject = {
    id: state.newId('cus_'),
    object: 'customer',
    created: unixSeconds(),
    email: fields.email ?? null,
    name: fields.name ?? null,
    phone: fields.phone ?? null,
    description: fields.description ?? null,
    metadata: fields.metadata ?? {},
    livemode: false,
  };
  state.customers.set(customer.id, customer);
  return customer;
}

/** POST /v1/customers and GET /v1/customers/:id. */
export function customerRoutes(state: StripeDoubleState): Route[] {
  return [
    {
      method: 'POST',
      path: /^\/v1\/customers$/,
      handle: ({ params }) => {
        onlyKnown(params, ['email', 'name', 'phone', 'description', 'metadata']);
        const metadata = optionalMetadata(params);
        return createCustomer(state, {
          email: optionalString(params, 'email') ?? null,
          name: optionalString(params, 'name') ?? null,
          phone: optionalString(params, 'phone') ?? null,
          description: optionalString(params, 'description') ?? null,
          metadata: metadata || {},
        });
      },
    },
    {
      method: 'GET',
      path: /^\/v1\/customers\/([^/]+)$/,
      handle: ({ params, ids: [id = ''] }) => {
        onlyKnown(params, []);
        return state.customer(id);
      },
    },
  ];
}
