import {
  deliveryClosureRequestSchema,
  type AdminDeliveryZone,
  type DeliveryClosureRequest,
} from '@shop/contracts/admin-delivery';
import { Button } from '@shop/ui/button';
import { Field } from '@shop/ui/field';
import { readApiError } from '@shop/ui/read-api-error';
import { SelectFormField } from '@shop/ui/select-form-field';
import { showFieldErrors } from '@shop/ui/show-field-errors';
import { useToast } from '@shop/ui/toast';
import { useContractForm } from '@shop/ui/use-contract-form';
import { useAddClosure } from './api/delivery-schedule.js';
import { asIdOrNull, dayRange } from './schedule-labels.js';

const FORM_FIELDS = ['fromDate', 'toDate', 'zoneId', 'windowId', 'reason', 'moveBookings'] as const;

const emptyClosure = (today: string): DeliveryClosureRequest => ({
  fromDate: today,
  toDate: today,
  zoneId: null,
  windowId: null,
  reason: '',
  moveBookings: false,
});

/**
 * Days without deliveries: for every zone, one zone, or one window of it. Over deliveries already
 * booked the server refuses, naming the orders, unless "move them" is ticked: each then goes to
 * its zone's earliest window with room after the closure.
 */
export function ClosureForm({ zones, today }: { zones: readonly AdminDeliveryZone[]; today: string }) {
  const addClosure = useAddClosure();
  const { toast } = useToast();
  const form = useContractForm(deliveryClosureRequestSchema, { defaultValues: emptyClosure(today) });
  const zoneId = form.watch('zoneId');
  const zone = zones.find((candidate) => candidate.id === zoneId);
  const submit = form.handleSubmit(async (values) => {
    try {
      const { closure, movedBookings } = await addClosure.mutateAsync(values);
      const moved = movedBookings.length > 0 ? ` ${movedBookings.length} booked deliveries moved.` : '';
      toast({
        title: 'Days Closed',
        description: `${closure.zoneName}${closure.windowLabel ? `, ${closure.windowLabel}` : ''}: ${dayRange(closure.fromDate, closure.toDate)}.${moved}`,
      });
      form.reset(emptyClosure(today));
    } catch (error) {
      const details = readApiError(error);
      const placed = showFieldErrors(details.fieldErrors, form.setError, FORM_FIELDS);
      if (placed === 0) toast({ title: 'Days Not Closed', description: details.message, variant: 'destructive' });
    }
  });
  return (
    <form className="admin-filters" noValidate aria-label="Close days" onSubmit={(event) => void submit(event)}>
      <Field form={form} name="fromDate" label="First day" type="date" min={today} />
      <Field form={form} name="toDate" label="Last day" type="date" min={today} />
      <SelectFormField
        form={form}
        name="zoneId"
        label="Zone"
        placeholder="All zones"
        options={zones.map((candidate) => ({ value: String(candidate.id), label: candidate.name }))}
        registerOptions={{
          setValueAs: asIdOrNull,
          // A window belongs to one zone: another zone's choice starts again from every window.
          onChange: () => form.setValue('windowId', null),
        }}
      />
      <SelectFormField
        form={form}
        name="windowId"
        label="Window"
        placeholder="Every window"
        disabled={!zone}
        options={(zone?.windows ?? []).map((window) => ({ value: String(window.id), label: window.label }))}
        registerOptions={{ setValueAs: asIdOrNull }}
      />
      <Field form={form} name="reason" label="Reason" autoComplete="off" placeholder="Christmas Day, driver ill…" />
      <Field
        form={form}
        name="moveBookings"
        label="Move deliveries booked on those days"
        type="checkbox"
        className="delivery-schedule__check"
        hint="Each to its zone's earliest window with room after the closure"
      />
      <Button type="submit" disabled={form.formState.isSubmitting}>
        Close these days
      </Button>
    </form>
  );
}
