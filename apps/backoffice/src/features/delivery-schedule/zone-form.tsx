import {
  DELIVERY_CUTOFF_KIND_LABELS,
  DELIVERY_CUTOFF_KINDS,
  deliveryZoneRequestSchema,
  type AdminDeliveryZone,
  type DeliveryZoneRequest,
} from '@shop/contracts/admin-delivery';
import { Button } from '@shop/ui/button';
import { Field } from '@shop/ui/field';
import { readApiError } from '@shop/ui/read-api-error';
import { SelectFormField } from '@shop/ui/select-form-field';
import { showFieldErrors } from '@shop/ui/show-field-errors';
import { useToast } from '@shop/ui/toast';
import { useContractForm } from '@shop/ui/use-contract-form';
import { asNumber, TIME_OPTIONS } from './schedule-labels.js';

const FORM_FIELDS = ['name', 'catchAll', 'cutoffKind', 'cutoffMinute', 'cutoffHours'] as const;
const CUTOFF_OPTIONS = DELIVERY_CUTOFF_KINDS.map((kind) => ({ value: kind, label: DELIVERY_CUTOFF_KIND_LABELS[kind] }));

const NEW_ZONE: DeliveryZoneRequest = { name: '', catchAll: false, cutoffKind: 'day_before_at', cutoffMinute: 1200 };

const requestOf = (zone: AdminDeliveryZone): DeliveryZoneRequest => ({
  name: zone.name,
  catchAll: zone.catchAll,
  cutoffKind: zone.cutoffKind,
  ...(zone.cutoffMinute === null ? {} : { cutoffMinute: zone.cutoffMinute }),
  ...(zone.cutoffHours === null ? {} : { cutoffHours: zone.cutoffHours }),
});

/**
 * A zone's name, whether it is the catch-all zone, and when its orders close: a time the day
 * before (8 PM) or some hours ahead. Adds a zone, or changes `zone`.
 */
export function ZoneForm({
  zone,
  label,
  submitText,
  save,
  onSaved,
  onCancel,
}: {
  zone?: AdminDeliveryZone;
  /** The form's accessible name: "Add a zone", "Change Forsyth County". */
  label: string;
  submitText: string;
  save: (request: DeliveryZoneRequest) => Promise<AdminDeliveryZone>;
  onSaved?: () => void;
  onCancel?: () => void;
}) {
  const { toast } = useToast();
  const form = useContractForm(deliveryZoneRequestSchema, {
    defaultValues: zone ? requestOf(zone) : NEW_ZONE,
    // Only the cutoff kind's own number is sent; the other input leaves with its value.
    shouldUnregister: true,
  });
  const cutoffKind = form.watch('cutoffKind');
  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save(values);
      toast({ title: 'Zone Saved', description: `${saved.name}: ${saved.cutoffLabel.toLowerCase()}.` });
      if (!zone) form.reset(NEW_ZONE);
      onSaved?.();
    } catch (error) {
      const details = readApiError(error);
      const placed = showFieldErrors(details.fieldErrors, form.setError, FORM_FIELDS);
      if (placed === 0) toast({ title: 'Zone Not Saved', description: details.message, variant: 'destructive' });
    }
  });
  return (
    <form className="admin-filters" noValidate aria-label={label} onSubmit={(event) => void submit(event)}>
      <Field form={form} name="name" label="Zone name" autoComplete="off" />
      <SelectFormField
        form={form}
        name="cutoffKind"
        label="Orders close"
        placeholder="Choose when"
        options={CUTOFF_OPTIONS}
      />
      {cutoffKind === 'hours_before' ? (
        <Field
          form={form}
          name="cutoffHours"
          label="Hours before the window"
          type="number"
          min={1}
          max={72}
          step={1}
          registerOptions={{ setValueAs: asNumber }}
        />
      ) : (
        <SelectFormField
          form={form}
          name="cutoffMinute"
          label="Time the day before"
          placeholder="Choose a time"
          options={TIME_OPTIONS}
          registerOptions={{ setValueAs: asNumber }}
        />
      )}
      <Field
        form={form}
        name="catchAll"
        label="Catch-all zone"
        type="checkbox"
        className="delivery-schedule__check"
        hint="Takes every ZIP within 50 miles that no zone lists"
      />
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {submitText}
      </Button>
      {onCancel ? (
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      ) : null}
    </form>
  );
}
