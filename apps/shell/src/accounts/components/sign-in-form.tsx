import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { signInRequestSchema } from '@shop/contracts/auth';
import { Button } from '@shop/ui/button';
import { TextField } from '@shop/ui/text-field';
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
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(signInRequestSchema),
    // Errors appear when a field is left, then follow each keystroke until it is right.
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  // Stays busy after success: the page is about to be replaced by a full navigation.
  const busy = isSubmitting || signIn.isSuccess;

  const submit = handleSubmit(async (values) => {
    try {
      const { redirectTo } = await signIn.mutateAsync({ ...values, returnTo });
      onSignedIn(redirectTo);
    } catch (error) {
      showServerErrors(error, setError, ['email', 'password']);
    }
  });

  return (
    <form className="shell-login__form" noValidate onSubmit={(event) => void submit(event)}>
      <FormAlert message={errors.root?.server?.message} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" disabled={busy}>
        {busy ? 'Signing in...' : 'Sign in'}
      </Button>
    </form>
  );
}
