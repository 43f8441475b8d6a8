import { unixSeconds } from './calendar.js';
import { onlyKnown, optionalString, requiredString } from './form.js';
import type { BillingPortalSessionObject } from './objects.js';
import type { Route } from './routes.js';
import type { StripeDoubleState } from './state.js';

/** POST /v1/billing_portal/sessions: a link to Stripe's own page for the customer's card and invoices. */
export function billingPortalRoutes(state: StripeDoubleState): Route[] {
  return [
    {
      method: 'POST',
      path: /^\/v1\/billing_portal\/sessions$/,
      handle: ({ params }) => {
        onlyKnown(params, ['customer', 'return_url', 'locale']);
        const customer = state.customer(requiredString(params, 'customer'), 'customer').id;
        const id = state.newId('bps_');
        const session: BillingPortalSessionObject = {
          id,
          object: 'billing_portal.session',
          url: `https://billing.stripe.test/p/session/${id}`,
          customer,
          return_url: optionalString(params, 'return_url') ?? null,
          created: unixSeconds(),
          livemode: false,
        };
        state.portalSessions.push(session);
        return session;
      },
    },
  ];
}
