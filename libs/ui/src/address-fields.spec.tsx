import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { z } from '@shop/contracts/zod';
import { AddressFields } from './address-fields.js';
import { useContractForm } from './use-contract-form.js';

const shippingSchema = z.object({
  address: z.string().min(1, { error: 'Address is required' }),
  city: z.string().min(1, { error: 'City is required' }),
  state: z.string().length(2, { error: 'State is required' }),
  zipCode: z.string().min(5, { error: 'ZIP code is required' }),
  phone: z.string(),
});

function Shipping({ stateMaxLength }: { stateMaxLength?: number }) {
  const form = useContractForm(shippingSchema, {
    mode: 'onSubmit',
    defaultValues: { address: '', city: '', state: '', zipCode: '', phone: '' },
  });
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(() => undefined)(event)}>
      <AddressFields form={form} wideClassName="layout__wide" stateMaxLength={stateMaxLength} />
      <button type="submit">Save</button>
    </form>
  );
}

const EXPECTED = [
  ['Address', 'address', 'street-address'],
  ['City', 'city', 'address-level2'],
  ['State', 'state', 'address-level1'],
  ['ZIP code', 'zipCode', 'postal-code'],
] as const;

describe('AddressFields', () => {
  it('labels, names and autocompletes the four fields of an address, all required', () => {
    render(<Shipping />);

    for (const [label, name, autoComplete] of EXPECTED) {
      const input = screen.getByRole('textbox', { name: label });
      expect(input).toHaveAttribute('name', name);
      expect(input).toHaveAttribute('autocomplete', autoComplete);
      expect(input).toBeRequired();
    }
    expect(screen.getByRole('textbox', { name: 'ZIP code' })).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('textbox', { name: 'Address' }).closest('.ui-field')).toHaveClass('layout__wide');
    expect(screen.getByRole('textbox', { name: 'State' })).not.toHaveAttribute('maxlength');
  });

  it('caps the state when the form asks', () => {
    render(<Shipping stateMaxLength={2} />);

    expect(screen.getByRole('textbox', { name: 'State' })).toHaveAttribute('maxlength', '2');
  });

  it("shows the form's own messages under the fields", async () => {
    render(<Shipping />);

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Address' })).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveAccessibleDescription('Address is required');
    expect(screen.getByRole('textbox', { name: 'State' })).toHaveAccessibleDescription('State is required');
  });

  it('takes only a form that has the fields of an address', () => {
    function NoAddress() {
      const form = useContractForm(z.object({ email: z.string() }));
      // @ts-expect-error this form has no address fields
      return <AddressFields form={form} wideClassName="wide" />;
    }
    expect(NoAddress).toBeDefined();
  });
});
