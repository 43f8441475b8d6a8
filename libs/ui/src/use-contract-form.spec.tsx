import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { z } from '@shop/contracts/zod';
import { Field } from './field.js';
import { useContractForm, type ContractFormOptions } from './use-contract-form.js';

const zipSchema = z.object({ zipCode: z.string().regex(/^\d{5}$/, { error: 'Enter a 5-digit ZIP code' }) });

function ZipForm({ options }: { options?: ContractFormOptions<typeof zipSchema> }) {
  const form = useContractForm(zipSchema, options);
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(() => undefined)(event)}>
      <Field form={form} name="zipCode" label="ZIP code" />
      <button type="submit">Check</button>
    </form>
  );
}

async function leaveInvalid() {
  const input = screen.getByRole('textbox', { name: 'ZIP code' });
  fireEvent.change(input, { target: { value: '300' } });
  fireEvent.blur(input);
  // The resolver is asynchronous: give it its turn before asserting that nothing showed.
  await waitFor(() => Promise.resolve());
  return input;
}

describe('useContractForm', () => {
  it("checks a field once it is left, the shop's default", async () => {
    render(<ZipForm options={{ defaultValues: { zipCode: '' } }} />);

    const input = await leaveInvalid();

    await waitFor(() => expect(input).toHaveAccessibleDescription('Enter a 5-digit ZIP code'));
  });

  it('then follows each keystroke until the field is right', async () => {
    render(<ZipForm options={{ defaultValues: { zipCode: '' } }} />);
    const input = await leaveInvalid();
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));

    fireEvent.change(input, { target: { value: '30040' } });

    await waitFor(() => expect(input).not.toHaveAttribute('aria-invalid'));
  });

  it('keeps a form that checks on submit only quiet until it is sent', async () => {
    render(<ZipForm options={{ mode: 'onSubmit', defaultValues: { zipCode: '' } }} />);

    const input = await leaveInvalid();
    expect(input).not.toHaveAttribute('aria-invalid');

    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(input).toHaveAccessibleDescription('Enter a 5-digit ZIP code'));
  });
});
