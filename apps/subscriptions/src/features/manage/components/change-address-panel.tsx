import type { Subscription } from '@shop/contracts/subscriptions';
import { ApiRequestError } from '@shop/ui/api-fetch';
import { Button } from '@shop/ui/button';
import { ShippingAddressFields } from '../../shipping/components/shipping-address-fields.js';
import { showShippingFieldErrors } from '../../shipping/shipping-field-errors.js';
import { useShippingForm } from '../../shipping/use-shipping-form.js';
import type { SubscriptionChange } from '../subscription-change.js';
import { ManagePanel } from './manage-panel.js';

export interface ChangeAddressPanelProps {
  id: string;
  subscription: Subscription;
  busy: boolean;
  onSave: (change: SubscriptionChange, onError: (error: unknown) => void) => void;
  onClose: () => void;
}

/** The checkout's shipping form and schema, filled with the current address. */
export function ChangeAddressPanel({ id, subscription, busy, onSave, onClose }: ChangeAddressPanelProps) {
  const form = useShippingForm(subscription.shippingAddress);
  const save = form.handleSubmit((shippingAddress) =>
    onSave({ action: 'shipping-address', shippingAddress }, (error) => {
      if (error instanceof ApiRequestError) showShippingFieldErrors(error.fieldErrors, form.setError);
    }),
  );

  return (
    <ManagePanel id={id} title="Change address" onClose={onClose}>
      <form noValidate aria-label="Shipping address" onSubmit={(event) => void save(event)}>
        <ShippingAddressFields form={form} />
        <div className="manage-panel__buttons">
          <Button type="submit" size="sm" disabled={busy}>
            Save address
          </Button>
          <Button variant="ghost" size="sm" onClick={onClose}>
            Never mind
          </Button>
        </div>
      </form>
    </ManagePanel>
  );
}
