import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  STOCK_CHANGE_REASON_LABELS,
  STOCK_CHANGE_REASONS,
  stockChangeRequestSchema,
  type StockChangeRequest,
} from '@shop/contracts/admin-products';
import type { z } from '@shop/contracts/zod';
import { Button } from '@shop/ui/button';
import { readApiError } from '@shop/ui/read-api-error';
import { SelectField } from '@shop/ui/select-field';
import { showFieldErrors } from '@shop/ui/show-field-errors';
import { TextField } from '@shop/ui/text-field';
import { useToast } from '@shop/ui/toast';
import { useChangeStock } from './api/products.js';

const REASON_OPTIONS = STOCK_CHANGE_REASONS.map((reason) => ({ value: reason, label: STOCK_CHANGE_REASON_LABELS[reason] }));
const FORM_FIELDS = ['change', 'reason', 'note', 'pressedOn'] as const;
type StockFormValues = z.input<typeof stockChangeRequestSchema>;

/** An empty optional input is "not sent", not an empty text the schema would judge. */
const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** Units in or out with a reason; a received batch also says when it was pressed. */
export function StockChangeForm({ productId, productName }: { productId: number; productName: string }) {
  const changeStock = useChangeStock(productId);
  const { toast } = useToast();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<StockFormValues, unknown, StockChangeRequest>({
    resolver: zodResolver(stockChangeRequestSchema),
    mode: 'onTouched',
    // The date input leaves the form with the "Batch received" reason, and its value with it.
    shouldUnregister: true,
  });
  const isBatch = watch('reason') === 'batch_received';
  const submit = handleSubmit(async (values) => {
    try {
      const { stock } = await changeStock.mutateAsync(values);
      toast({ title: 'Stock Changed', description: `${productName}: ${stock} on hand.` });
      reset();
    } catch (error) {
      const details = readApiError(error);
      const placed = showFieldErrors(details.fieldErrors, setError, FORM_FIELDS);
      if (placed === 0) toast({ title: 'Stock Not Changed', description: details.message, variant: 'destructive' });
    }
  });
  return (
    <form className="admin-filters" noValidate aria-label="Change stock" onSubmit={(event) => void submit(event)}>
      <TextField
        label="Change (e.g. -2 or 10)"
        type="number"
        step={1}
        error={errors.change?.message}
        {...register('change', { setValueAs: (value: string) => (value === '' ? undefined : Number(value)) })}
      />
      <SelectField
        label="Reason"
        placeholder="Choose a reason"
        options={REASON_OPTIONS}
        error={errors.reason?.message}
        {...register('reason', { setValueAs: emptyAsUndefined })}
      />
      {isBatch ? (
        <TextField
          label="Pressed on"
          type="date"
          error={errors.pressedOn?.message}
          {...register('pressedOn', { setValueAs: emptyAsUndefined })}
        />
      ) : null}
      <TextField label="Note (optional)" error={errors.note?.message} {...register('note', { setValueAs: emptyAsUndefined })} />
      <Button type="submit" disabled={isSubmitting}>
        Change stock
      </Button>
    </form>
  );
}
