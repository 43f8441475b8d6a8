import { useState } from 'react';
import { deliveryZoneZipsRequestSchema, type AdminDeliveryZone } from '@shop/contracts/admin-delivery';
import { Button } from '@shop/ui/button';
import { readApiError } from '@shop/ui/read-api-error';
import { TextAreaField } from '@shop/ui/text-area-field';
import { useToast } from '@shop/ui/toast';
import { useSetZips } from './api/delivery-schedule.js';

/** "30040, 30041\n30028" → ["30040", "30041", "30028"] */
const zipCodesIn = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

/** "zipCodes.2" → the ZIP code typed third, to name it in the message. */
function describeProblems(typed: readonly string[], problems: readonly { field: string; message: string }[]) {
  return problems
    .map(({ field, message }) => {
      const index = Number(field.split('.')[1]);
      const zip = typed[index];
      return zip !== undefined && !message.includes(zip) ? `${zip}: ${message}` : message;
    })
    .join('. ');
}

/**
 * The zone's ZIP codes, typed as a list. Saving lists exactly these here: one listed in another
 * zone moves to this one; one the area check calls outside (farther than 50 miles) is refused.
 */
export function ZipCodesForm({ zone }: { zone: AdminDeliveryZone }) {
  const [text, setText] = useState(zone.zipCodes.join(', '));
  const [error, setError] = useState<string>();
  const setZips = useSetZips(zone.id);
  const { toast } = useToast();

  async function save() {
    const typed = zipCodesIn(text);
    const checked = deliveryZoneZipsRequestSchema.safeParse({ zipCodes: typed });
    if (!checked.success) {
      setError(
        describeProblems(
          typed,
          checked.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })),
        ),
      );
      return;
    }
    try {
      const saved = await setZips.mutateAsync(checked.data.zipCodes);
      setError(undefined);
      setText(saved.zipCodes.join(', '));
      toast({ title: 'ZIP Codes Saved', description: `${saved.name}: ${saved.zipCodes.length} ZIP codes.` });
    } catch (failure) {
      const details = readApiError(failure);
      setError(details.fieldErrors.length > 0 ? describeProblems(typed, details.fieldErrors) : details.message);
    }
  }

  return (
    <form
      className="delivery-schedule__zips"
      noValidate
      aria-label={`ZIP codes of ${zone.name}`}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <TextAreaField
        label="ZIP codes"
        hint="Separated by commas or spaces. A ZIP listed in another zone moves here."
        rows={2}
        value={text}
        error={error}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" variant="secondary" size="sm" disabled={setZips.isPending}>
        Save ZIP codes
      </Button>
    </form>
  );
}
