import { useState } from 'react';
import {
  FAILURE_REASONS,
  FAILURE_REASON_LABELS,
  type CollectedKind,
  type DeliveryStop,
  type StopOutcomeRequest,
} from '@shop/contracts/admin-delivery-runs';
import { Button } from '@shop/ui/button';
import { readApiError } from '@shop/ui/read-api-error';
import { TextField } from '@shop/ui/text-field';
import { useToast } from '@shop/ui/toast';
import { useRecordOutcome } from './api/runs.js';
import { usd } from './run-words.js';

/**
 * What happened at one door: delivered (with the money taken, cash or card, when the order is paid
 * at the door) or failed with a reason. Sending the same outcome again is harmless; another one
 * corrects it until the run closes.
 */
export function StopOutcomeForm({
  runId,
  stop,
  onRecorded,
}: {
  runId: number;
  stop: DeliveryStop & { id: number };
  onRecorded?: () => void;
}) {
  const record = useRecordOutcome(runId);
  const { toast } = useToast();
  const collects = stop.expectedAmount !== '0.00';
  const [amount, setAmount] = useState(stop.collected?.amount ?? stop.expectedAmount);
  const [amountError, setAmountError] = useState<string>();

  const send = async (outcome: StopOutcomeRequest) => {
    setAmountError(undefined);
    try {
      await record.mutateAsync({ stopId: stop.id, outcome });
      onRecorded?.();
    } catch (error) {
      const details = readApiError(error);
      const onAmount = details.fieldErrors.find((field) => field.field.startsWith('collected'));
      if (onAmount) setAmountError(onAmount.message);
      else toast({ title: 'Outcome Not Saved', description: details.message, variant: 'destructive' });
    }
  };
  const delivered = (kind: CollectedKind) =>
    void send({ outcome: 'delivered', collected: { kind, amount: amount.trim() } });

  return (
    <div className="stop-outcome" role="group" aria-label={`Outcome of stop ${stop.sequence}`}>
      {collects ? (
        <>
          <TextField
            label="Amount collected ($)"
            hint={`${usd(stop.expectedAmount)} to collect`}
            inputMode="decimal"
            value={amount}
            error={amountError}
            onChange={(event) => setAmount(event.target.value)}
          />
          <div className="stop-outcome__buttons">
            <Button disabled={record.isPending} onClick={() => delivered('cash')}>
              Delivered, paid cash
            </Button>
            <Button disabled={record.isPending} onClick={() => delivered('card')}>
              Delivered, paid card
            </Button>
          </div>
        </>
      ) : (
        <div className="stop-outcome__buttons">
          <Button disabled={record.isPending} onClick={() => void send({ outcome: 'delivered' })}>
            Delivered
          </Button>
        </div>
      )}
      <div className="stop-outcome__buttons">
        {FAILURE_REASONS.map((reason) => (
          <Button
            key={reason}
            variant="secondary"
            disabled={record.isPending}
            onClick={() => void send({ outcome: 'failed', reason })}
          >
            {FAILURE_REASON_LABELS[reason]}
          </Button>
        ))}
      </div>
    </div>
  );
}
