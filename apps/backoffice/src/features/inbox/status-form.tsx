import { useState, type FormEvent } from 'react';
import { INBOX_TRANSITIONS, MAX_QUOTE_CENTS, type InboxItem, type InboxStatus } from '@shop/contracts/admin-inbox';
import { toCents } from '@shop/contracts/money';
import { Button } from '@shop/ui/button';
import { readApiError } from '@shop/ui/read-api-error';
import { SelectField } from '@shop/ui/select-field';
import { TextField } from '@shop/ui/text-field';
import { useInboxChange } from './api/inbox.js';
import { STATUS_LABELS } from './inbox-labels.js';

/** Dollars as typed ("1250", "1250.5", "1250.50"); anything else is not a quote. */
const DOLLARS = /^\d{1,7}(\.\d{1,2})?$/;

/** The moves the item's status allows now (the API allows the same ones). */
export function nextStatuses(item: InboxItem): readonly InboxStatus[] {
  return (INBOX_TRANSITIONS[item.kind] as Record<string, readonly InboxStatus[] | undefined>)[item.status] ?? [];
}

/** "Change status to" the moves allowed from here; moving an inquiry to quoted may record the quote. */
export function StatusForm({ item }: { item: InboxItem }) {
  const change = useInboxChange(item.kind, item.id);
  const moves = nextStatuses(item);
  const [status, setStatus] = useState<InboxStatus | ''>('');
  const [quote, setQuote] = useState('');
  const [errors, setErrors] = useState<{ status?: string | undefined; quote?: string | undefined }>({});
  const [feedback, setFeedback] = useState('');

  if (moves.length === 0) {
    return <p>The status is final: {STATUS_LABELS[item.status].toLowerCase()}.</p>;
  }
  const asksQuote = item.kind === 'inquiry' && status === 'quoted';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFeedback('');
    if (status === '') return setErrors({ status: 'Choose the new status' });
    const dollars = quote.trim();
    if (asksQuote && dollars !== '' && (!DOLLARS.test(dollars) || toCents(dollars) > MAX_QUOTE_CENTS)) {
      return setErrors({ quote: 'Enter the quote in dollars, like 1250.00 (at most 1,000,000)' });
    }
    setErrors({});
    try {
      await change.mutateAsync({
        action: 'status',
        body: asksQuote && dollars !== '' ? { status, quoteCents: toCents(dollars) } : { status },
      });
      setFeedback(`Status changed to ${STATUS_LABELS[status].toLowerCase()}.`);
      setStatus('');
      setQuote('');
    } catch (caught) {
      const { message, fieldErrors } = readApiError(caught);
      const quoteError = fieldErrors.find((fieldError) => fieldError.field === 'quoteCents')?.message;
      setErrors(quoteError ? { quote: quoteError } : { status: message });
    }
  };

  return (
    <form className="inbox-form" aria-label="Change the status" noValidate onSubmit={(event) => void submit(event)}>
      <SelectField
        label="Change status to"
        placeholder="Choose a status"
        options={moves.map((move) => ({ value: move, label: STATUS_LABELS[move] }))}
        value={status}
        error={errors.status}
        onChange={(event) => setStatus(moves.find((move) => move === event.target.value) ?? '')}
      />
      {asksQuote && (
        <TextField
          label="Quote in dollars (optional)"
          inputMode="decimal"
          autoComplete="off"
          value={quote}
          error={errors.quote}
          onChange={(event) => setQuote(event.target.value)}
        />
      )}
      <Button type="submit" variant="secondary" disabled={change.isPending}>
        Change status
      </Button>
      <p role="status" className="inbox-feedback">
        {feedback}
      </p>
    </form>
  );
}
