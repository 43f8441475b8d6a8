import {
  STOCK_CHANGE_REASON_LABELS,
  STOCK_CHANGE_REASONS,
  stockChangeRequestSchema,
} from '@shop/contracts/admin-products';
import { Button } from '@shop/ui/button';
import { readApiError } from '@shop/ui/read-api-error';
import { Field } from '@shop/ui/field';
import { SelectFormField } from '@shop/ui/select-form-field';
import { showFieldErrors } from '@shop/ui/show-field-errors';
import { useToast } from '@shop/ui/toast';
import { useContractForm } from '@shop/ui/use-contract-form';
import { useChangeStock } from './api/products.js';

const REASON_OPTIONS = STOCK_CHANGE_REASONS.map((reason) => ({
  value: reason,
  label: STOCK_CHANGE_REASON_LABELS[reason],
}));
const FORM_FIELDS = ['change', 'reason', 'note', 'pressedOn'] as const;

/** An empty optional input is "not sent", not an empty text the schema would judge. */
const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** Units in or out with a reason; a received batch also says when it was pressed. */
export function StockChangeForm({ productId, productName }: { productId: number; productName: string }) {
  const changeStock = useChangeStock(productId);
  const { toast } = useToast();
  const form = useContractForm(stockChangeRequestSchema, {
    // The date input leaves the form with the "Batch received" reason, and its value with it.
    shouldUnregister: true,
  });
  const isBatch = form.watch('reason') === 'batch_received';
  const submit = form.handleSubmit(async (values) => {
    try {
      const { stock } = await changeStock.mutateAsync(values);
      toast({ title: 'Stock Changed', description: `${productName}: ${stock} on hand.` });
      form.reset();
    } catch (error) {
      const details = readApiError(error);
      const placed = showFieldErrors(details.fieldErrors, form.setError, FORM_FIELDS);
      if (placed === 0) toast({ title: 'Stock Not Changed', description: details.message, variant: 'destructive' });
    }
  });
  return (
    <form className="admin-filters" noValidate aria-label="Change stock" onSubmit={(event) => void submit(event)}>
      <Field
        form={form}
        name="change"
        label="Change (e.g. -2 or 10)"
        type="number"
        step={1}
        registerOptions={{ setValueAs: (value: string) => (value === '' ? undefined : Number(value)) }}
      />
      <SelectFormField
        form={form}
        name="reason"
        label="Reason"
        placeholder="Choose a reason"
        options={REASON_OPTIONS}
        registerOptions={{ setValueAs: emptyAsUndefined }}
      />
      {isBatch ? (
        <Field
          form={form}
          name="pressedOn"
          label="Pressed on"
          type="date"
          registerOptions={{ setValueAs: emptyAsUndefined }}
        />
      ) : null}
      <Field form={form} name="note" label="Note (optional)" registerOptions={{ setValueAs: emptyAsUndefined }} />
      <Button type="submit" disabled={form.formState.isSubmitting}>
        Change stock
      </Button>
    </form>
  );
}
