import { closeRunRequestSchema, type DeliveryRun } from '@shop/contracts/admin-delivery-runs';
import { toCents } from '@shop/contracts/money';
import { Button } from '@shop/ui/button';
import { Field } from '@shop/ui/field';
import { readApiError } from '@shop/ui/read-api-error';
import { showFieldErrors } from '@shop/ui/show-field-errors';
import { useToast } from '@shop/ui/toast';
import { useContractForm } from '@shop/ui/use-contract-form';
import { useCloseRun } from './api/runs.js';
import { signedUsdOfCents, usd } from './run-words.js';

/** "12.5" → 1250 cents, or null while the field does not hold an amount. */
function centsOf(value: string | undefined): number | null {
  const parsed = closeRunRequestSchema.shape.countedCash.safeParse(value?.trim());
  return parsed.success ? toCents(parsed.data) : null;
}

/**
 * Closing the run: the cash counted back at the shop and the card terminal's total, each set
 * against what the driver recorded as it is typed. The close settles every order of the run.
 */
export function CloseRunForm({ run }: { run: DeliveryRun }) {
  const close = useCloseRun(run.id);
  const { toast } = useToast();
  const form = useContractForm(closeRunRequestSchema, {
    mode: 'onSubmit',
    defaultValues: { countedCash: '', cardTerminalTotal: '' },
  });
  const [countedCash, cardTerminalTotal] = form.watch(['countedCash', 'cardTerminalTotal']);
  const cash = centsOf(countedCash);
  const card = centsOf(cardTerminalTotal);
  const open = run.stops.filter((stop) => stop.outcome === null).length;

  const submit = form.handleSubmit(async (counted) => {
    try {
      await close.mutateAsync(counted);
      toast({ title: 'Run Closed', description: `The run of ${run.label} is settled.` });
    } catch (error) {
      const details = readApiError(error);
      if (showFieldErrors(details.fieldErrors, form.setError, ['countedCash', 'cardTerminalTotal']) === 0) {
        toast({ title: 'Run Not Closed', description: details.message, variant: 'destructive' });
      }
    }
  });

  return (
    <form className="close-run-form" noValidate aria-label="Close the run" onSubmit={(event) => void submit(event)}>
      {open > 0 && (
        <p className="orders-muted">
          {open === 1 ? 'One stop has' : `${open} stops have`} no outcome yet: record every stop before closing.
        </p>
      )}
      <Field
        form={form}
        name="countedCash"
        label="Cash counted ($)"
        inputMode="decimal"
        hint={`Recorded in cash: ${usd(run.reconciliation.recordedCash)}${
          cash === null ? '' : ` · ${signedUsdOfCents(cash - toCents(run.reconciliation.recordedCash))}`
        }`}
      />
      <Field
        form={form}
        name="cardTerminalTotal"
        label="Card terminal total ($)"
        inputMode="decimal"
        hint={`Recorded by card: ${usd(run.reconciliation.recordedCard)}${
          card === null ? '' : ` · ${signedUsdOfCents(card - toCents(run.reconciliation.recordedCard))}`
        }`}
      />
      <Button type="submit" disabled={form.formState.isSubmitting || open > 0}>
        Close run
      </Button>
    </form>
  );
}
