import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { useForm } from 'react-hook-form';
import { z } from '@shop/contracts/zod';
import { Field } from './field.js';
import { SelectFormField } from './select-form-field.js';
import { TextAreaFormField } from './text-area-form-field.js';
import { useContractForm } from './use-contract-form.js';

const signUpSchema = z.object({
  email: z.string().email({ error: 'Valid email is required' }),
  password: z.string().min(8, { error: 'At least 8 characters' }),
  age: z.number({ error: 'Age is a number' }).optional(),
});

function SignUp({ onValid = () => undefined }: { onValid?: (values: z.output<typeof signUpSchema>) => void }) {
  const form = useContractForm(signUpSchema, { defaultValues: { email: '', password: '' } });
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)}>
      <Field form={form} name="email" label="Email" type="email" autoComplete="email" required />
      <Field form={form} name="password" label="Password" type="password" hint="At least 8 characters." />
      <Field
        form={form}
        name="age"
        label="Age"
        registerOptions={{ setValueAs: (value: string) => (value === '' ? undefined : Number(value)) }}
      />
      <button type="submit">Sign up</button>
    </form>
  );
}

describe('Field', () => {
  it('is a labelled input named after its field, with its attributes and hint', () => {
    render(<SignUp />);

    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAttribute('name', 'email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(email).toBeRequired();
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('At least 8 characters.');
  });

  it('shows and announces the message once an invalid field is left', async () => {
    render(<SignUp />);
    const email = screen.getByRole('textbox', { name: 'Email' });

    fireEvent.change(email, { target: { value: 'asha@' } });
    fireEvent.blur(email);

    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('Valid email is required');
    expect(screen.getByText('Valid email is required')).toHaveClass('ui-field__error');
  });

  it('shows every message on submit, focuses the first invalid field and sends nothing', async () => {
    const onValid = jest.fn();
    render(<SignUp onValid={onValid} />);

    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));

    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus());
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'At least 8 characters. At least 8 characters',
    );
    expect(onValid).not.toHaveBeenCalled();
  });

  it("passes register's options, so the schema sees a number", async () => {
    const onValid = jest.fn();
    render(<SignUp onValid={onValid} />);

    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'asha@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'long enough' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Age' }), { target: { value: '41' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));

    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ email: 'asha@example.com', password: 'long enough', age: 41 });
  });

  it('is disabled in the server HTML, until the page is hydrated', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SignUp />);

    expect(container.querySelector('input[name="email"]')).toBeDisabled();
  });

  it('stays disabled when the form says so, after hydration too', () => {
    function Locked() {
      const form = useContractForm(signUpSchema);
      return <Field form={form} name="email" label="Email" disabled />;
    }
    render(<Locked />);

    expect(screen.getByRole('textbox', { name: 'Email' })).toBeDisabled();
  });

  it("shows the server's message put on a field", async () => {
    const { result } = renderHook(() => useForm<{ email: string }>({ defaultValues: { email: '' } }));
    const { rerender } = render(<Field form={result.current} name="email" label="Email" />);

    act(() => result.current.setError('email', { type: 'server', message: 'That email is taken' }));
    rerender(<Field form={result.current} name="email" label="Email" />);

    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('That email is taken');
  });

  it("accepts only the names of the form's fields", () => {
    function Typed() {
      const form = useContractForm(signUpSchema);
      // @ts-expect-error "phone" is not a field of this form
      return <Field form={form} name="phone" label="Phone" />;
    }
    expect(Typed).toBeDefined();
  });
});

describe('TextAreaFormField and SelectFormField', () => {
  const inquirySchema = z.object({
    kind: z.enum(['cafe', 'shop'], { error: 'Choose a kind' }),
    message: z.string().min(1, { error: 'Message is required' }),
  });

  function Inquiry() {
    const form = useContractForm(inquirySchema, { mode: 'onSubmit', defaultValues: { message: '' } });
    return (
      <form noValidate onSubmit={(event) => void form.handleSubmit(() => undefined)(event)}>
        <SelectFormField
          form={form}
          name="kind"
          label="Kind"
          placeholder="Choose"
          options={[
            { value: 'cafe', label: 'Cafe' },
            { value: 'shop', label: 'Shop' },
          ]}
        />
        <TextAreaFormField form={form} name="message" label="Message" rows={3} />
        <button type="submit">Send</button>
      </form>
    );
  }

  it('label their controls and show their messages on submit', async () => {
    render(<Inquiry />);
    const kind = screen.getByRole('combobox', { name: 'Kind' });
    const message = screen.getByRole('textbox', { name: 'Message' });
    expect(kind).toHaveAttribute('name', 'kind');
    expect(message).toHaveAttribute('rows', '3');

    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(kind).toHaveAccessibleDescription('Choose a kind'));
    expect(kind).toHaveAttribute('aria-invalid', 'true');
    expect(kind).toHaveFocus();
    expect(message).toHaveAccessibleDescription('Message is required');
  });
});
