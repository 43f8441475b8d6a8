import { refundRequestSchema, type AdminOrder } from '@shop/contracts/admin-orders';
import { z } from '@shop/contracts/zod';
import { Button } from '@shop/ui/button';
import { isSettledFailure, useIdempotencyKey } from '@shop/ui/idempotency-key';
import { readApiError } from '@shop/ui/read-api-error';
import { showFieldErrors } from '@shop/ui/show-field-errors';
import { Field } from '@shop/ui/field';
import { useToast } from '@shop/ui/toast';
import { useContractForm } from '@shop/ui/use-contract-form';
import { useRefundOrder } from './api/orders.js';

const refundFormSchema = z.object({ amount: refundRequestSchema.shape.amount.unwrap() });

/** The owner refunds a card order through Stripe: the amount starts at everything not yet refunded. */
export function RefundForm({ order }: { order: AdminOrder }) {
  const refund = useRefundOrder(order.id);
  const attempt = useIdempotencyKey();
  const { toast } = useToast();
  // Checked on submit only: the amount is filled in, and is usually sent as it is.
  const form = useContractForm(refundFormSchema, { mode: 'onSubmit', values: { amount: order.refundable } });
  const submit = form.handleSubmit(async ({ amount }) => {
    // The same amount sent again after a network error is the same attempt: Stripe refunds once.
    const idempotencyKey = attempt.keyFor({ orderId: order.id, amount });
    try {
      const answer = await refund.mutateAsync({ amount, idempotencyKey });
      attempt.reset();
      toast({ title: 'Refund Made', description: `$${answer.refund.amount} was refunded to the customer's card.` });
    } catch (error) {
      if (isSettledFailure(error)) attempt.reset();
      const details = readApiError(error);
      const placed = showFieldErrors(details.fieldErrors, form.setError, ['amount']);
      if (placed === 0) toast({ title: 'Refund Not Made', description: details.message, variant: 'destructive' });
    }
  });
  return (
    <form className="order-refund-form" noValidate aria-label="Refund" onSubmit={(event) => void submit(event)}>
      <Field form={form} name="amount" label="Amount to refund ($)" inputMode="decimal" />
      <Button type="submit" variant="accent" disabled={form.formState.isSubmitting}>
        Refund through Stripe
      </Button>
    </form>
  );
}
