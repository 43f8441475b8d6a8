import { PASSWORD_MIN_LENGTH, registerRequestSchema } from '@shop/contracts/auth';
import { Button } from '@shop/ui/button';
import { Field } from '@shop/ui/field';
import { useContractForm } from '@shop/ui/use-contract-form';
import { useRegister } from '../api/register.js';
import { FormAlert } from './form-alert.js';
import { showServerErrors } from './show-server-errors.js';

const FIELD_NAMES = ['firstName', 'lastName', 'email', 'password'] as const;

export interface RegisterFormProps {
  /** A path on this site, sent to the API, which answers with where to go next. */
  returnTo: string | undefined;
  onRegistered: (redirectTo: string) => void;
}

/**
 * A new account, checked with the API's own schema first. The server has the last word on what
 * the browser cannot know (a too-common password, a taken email) and its answers land here too.
 */
export function RegisterForm({ returnTo, onRegistered }: RegisterFormProps) {
  const createAccount = useRegister();
  // Errors appear when a field is left, then follow each keystroke until it is right.
  const form = useContractForm(registerRequestSchema, {
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });
  // Stays busy after success: the page is about to be replaced by a full navigation.
  const busy = form.formState.isSubmitting || createAccount.isSuccess;

  const submit = form.handleSubmit(async (values) => {
    try {
      const { redirectTo } = await createAccount.mutateAsync({ ...values, returnTo });
      onRegistered(redirectTo);
    } catch (error) {
      showServerErrors(error, form.setError, FIELD_NAMES);
    }
  });

  return (
    <form className="shell-login__form" noValidate onSubmit={(event) => void submit(event)}>
      <FormAlert message={form.formState.errors.root?.server?.message} />
      <div className="shell-login__name-fields">
        <Field form={form} name="firstName" label="First name" autoComplete="given-name" required />
        <Field form={form} name="lastName" label="Last name" autoComplete="family-name" required />
      </div>
      <Field form={form} name="email" label="Email" type="email" autoComplete="email" required />
      <Field
        form={form}
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        hint={`At least ${PASSWORD_MIN_LENGTH} characters. Long passphrases are welcome.`}
      />
      <Button type="submit" disabled={busy}>
        {busy ? 'Creating account...' : 'Create account'}
      </Button>
    </form>
  );
}
