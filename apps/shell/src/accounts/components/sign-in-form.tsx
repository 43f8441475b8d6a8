import { signInRequestSchema } from '@shop/contracts/auth';
import { Button } from '@shop/ui/button';
import { Field } from '@shop/ui/field';
import { useContractForm } from '@shop/ui/use-contract-form';
import { useSignIn } from '../api/sign-in.js';
import { FormAlert } from './form-alert.js';
import { showServerErrors } from './show-server-errors.js';

export interface SignInFormProps {
  /** A path on this site, sent to the API, which answers with where to go next. */
  returnTo: string | undefined;
  onSignedIn: (redirectTo: string) => void;
}

/** Email and password, checked with the same schema as the API's before anything is sent. */
export function SignInForm({ returnTo, onSignedIn }: SignInFormProps) {
  const signIn = useSignIn();
  // Errors appear when a field is left, then follow each keystroke until it is right.
  const form = useContractForm(signInRequestSchema, { defaultValues: { email: '', password: '' } });
  // Stays busy after success: the page is about to be replaced by a full navigation.
  const busy = form.formState.isSubmitting || signIn.isSuccess;

  const submit = form.handleSubmit(async (values) => {
    try {
      const { redirectTo } = await signIn.mutateAsync({ ...values, returnTo });
      onSignedIn(redirectTo);
    } catch (error) {
      showServerErrors(error, form.setError, ['email', 'password']);
    }
  });

  return (
    <form className="shell-login__form" noValidate onSubmit={(event) => void submit(event)}>
      <FormAlert message={form.formState.errors.root?.server?.message} />
      <Field form={form} name="email" label="Email" type="email" autoComplete="email" required />
      <Field form={form} name="password" label="Password" type="password" autoComplete="current-password" required />
      <Button type="submit" disabled={busy}>
        {busy ? 'Signing in...' : 'Sign in'}
      </Button>
    </form>
  );
}
