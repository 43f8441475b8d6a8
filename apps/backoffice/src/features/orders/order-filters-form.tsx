import { useEffect } from 'react';
import { ORDER_STATUSES, ORDER_STATUS_LABELS } from '@shop/contracts/orders';
import { Button } from '@shop/ui/button';
import { Field } from '@shop/ui/field';
import { SelectFormField } from '@shop/ui/select-form-field';
import { useContractForm } from '@shop/ui/use-contract-form';
import { orderFiltersSchema, type OrderFilters } from './order-filters.js';

const STATUS_OPTIONS = ORDER_STATUSES.map((status) => ({ value: status, label: ORDER_STATUS_LABELS[status] }));
const NO_FILTERS: OrderFilters = { status: '', from: '', to: '', zip: '', q: '' };

/** The orders' filters, checked by the API's own query schema before the list is asked for them. */
export function OrderFiltersForm({
  filters,
  onApply,
}: {
  filters: OrderFilters;
  onApply: (values: OrderFilters) => void;
}) {
  // Checked when applied, not field by field: a half-typed date is not an error yet.
  const form = useContractForm(orderFiltersSchema, { mode: 'onSubmit', defaultValues: filters });
  const { handleSubmit, reset } = form;
  // Back and forward change the address: the form follows it.
  const filtersKey = JSON.stringify(filters);
  useEffect(() => reset(JSON.parse(filtersKey) as OrderFilters), [filtersKey, reset]);
  return (
    <form
      className="admin-filters"
      noValidate
      aria-label="Filter orders"
      onSubmit={(event) => void handleSubmit(onApply)(event)}
    >
      <SelectFormField form={form} name="status" label="Status" placeholder="Any status" options={STATUS_OPTIONS} />
      <Field form={form} name="from" label="Placed from" type="date" />
      <Field form={form} name="to" label="Placed to" type="date" />
      <Field form={form} name="zip" label="ZIP" inputMode="numeric" maxLength={5} />
      <Field form={form} name="q" label="Search" placeholder="#123, e-mail or name" />
      <Button type="submit">Apply filters</Button>
      <Button
        variant="ghost"
        onClick={() => {
          reset(NO_FILTERS);
          onApply(NO_FILTERS);
        }}
      >
        Clear
      </Button>
    </form>
  );
}
