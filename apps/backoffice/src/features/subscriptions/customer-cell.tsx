import type { AdminCustomer } from '@shop/contracts/admin-subscriptions';

/** A customer's name, their e-mail beneath it. */
export function CustomerCell({ customer }: { customer: AdminCustomer }) {
  return (
    <>
      {customer.name}
      <br />
      <span className="subscriptions-muted">{customer.email}</span>
    </>
  );
}
