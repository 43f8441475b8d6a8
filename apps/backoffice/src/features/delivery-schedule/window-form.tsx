import {
  DELIVERY_SCHEDULE_LIMITS,
  deliveryWindowRequestSchema,
  type AdminDeliveryWindow,
  type DeliveryWindowRequest,
} from '@shop/contracts/admin-delivery';
import { Button } from '@shop/ui/button';
import { Field } from '@shop/ui/field';
import { readApiError } from '@shop/ui/read-api-error';
import { SelectFormField } from '@shop/ui/select-form-field';
import { showFieldErrors } from '@shop/ui/show-field-errors';
import { useToast } from '@shop/ui/toast';
import { useContractForm } from '@shop/ui/use-contract-form';
import { asNumber, TIME_OPTIONS, WEEKDAY_OPTIONS } from './schedule-labels.js';

const FORM_FIELDS = ['weekday', 'startMinute', 'endMinute', 'capacity'] as const;

/**
 * A weekly window: its day, hours and stops. Adds one to a zone, or changes `current` (whose day
 * and hours stay while deliveries are booked in it: the server says so, and the stops may change).
 */
export function WindowForm({
  current,
  label,
  submitText,
  save,
  onSaved,
  onCancel,
}: {
  current?: AdminDeliveryWindow;
  label: string;
  submitText: string;
  save: (request: DeliveryWindowRequest) => Promise<AdminDeliveryWindow>;
  onSaved?: () => void;
  onCancel?: () => void;
}) {
  const { toast } = useToast();
  const form = useContractForm(deliveryWindowRequestSchema, {
    defaultValues: current
      ? {
          weekday: current.weekday,
          startMinute: current.startMinute,
          endMinute: current.endMinute,
          capacity: current.capacity,
        }
      : { capacity: 10 },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save(values);
      toast({ title: 'Window Saved', description: `${saved.label}, ${saved.capacity} stops.` });
      if (!current) form.reset({ capacity: values.capacity });
      onSaved?.();
    } catch (error) {
      const details = readApiError(error);
      const placed = showFieldErrors(details.fieldErrors, form.setError, FORM_FIELDS);
      if (placed === 0) toast({ title: 'Window Not Saved', description: details.message, variant: 'destructive' });
    }
  });
  const number = { setValueAs: asNumber };
  return (
    <form className="admin-filters" noValidate aria-label={label} onSubmit={(event) => void submit(event)}>
      <SelectFormField
        form={form}
        name="weekday"
        label="Day"
        placeholder="Choose a day"
        options={WEEKDAY_OPTIONS}
        registerOptions={number}
      />
      <SelectFormField
        form={form}
        name="startMinute"
        label="From"
        placeholder="Choose a time"
        options={TIME_OPTIONS}
        registerOptions={number}
      />
      <SelectFormField
        form={form}
        name="endMinute"
        label="To"
        placeholder="Choose a time"
        options={TIME_OPTIONS}
        registerOptions={number}
      />
      <Field
        form={form}
        name="capacity"
        label="Stops"
        type="number"
        min={DELIVERY_SCHEDULE_LIMITS.capacity.min}
        max={DELIVERY_SCHEDULE_LIMITS.capacity.max}
        step={1}
        registerOptions={number}
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
