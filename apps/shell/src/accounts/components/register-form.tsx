import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN_LENGTH, registerRequestSchema } from '@shop/contracts/auth';
import { Button } from '@shop/ui/button';
import { TextField } from '@shop/ui/text-field';
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
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(registerRequestSchema),
    // Errors appear when a field is left, then follow each keystroke until it is right.
    mode: 'onTouched',
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });
  // Stays busy after success: the page is about to be replaced by a full navigation.
  const busy = isSubmitting || createAccount.isSuccess;

  const submit = handleSubmit(async (values) => {
    try {
      const { redirectTo } = await createAccount.mutateAsync({ ...values, returnTo });
      onRegistered(redirectTo);
    } catch (error) {
      showServerErrors(error, setError, FIELD_NAMES);
    }
  });

  return (
    <form className="shell-login__form" noValidate onSubmit={(event) => void submit(event)}>
      <FormAlert message={errors.root?.server?.message} />
      <div className="shell-login__name-fields">
        <TextField
          label="First name"
          autoComplete="given-name"
          required
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          required
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
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
        autoComplete="new-password"
        required
        hint={`At least ${PASSWORD_MIN_LENGTH} characters. Long passphrases are welcome.`}
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" disabled={busy}>
        {busy ? 'Creating account...' : 'Create account'}
      </Button>
    </form>
  );
}
