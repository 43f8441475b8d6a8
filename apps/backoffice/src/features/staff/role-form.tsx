import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { setRoleRequestSchema, type SetRoleRequest } from '@shop/contracts/admin';
import { USER_ROLES } from '@shop/contracts/auth';
import { Button } from '@shop/ui/button';
import { readApiError } from '@shop/ui/read-api-error';
import { SelectField } from '@shop/ui/select-field';
import { showFieldErrors } from '@shop/ui/show-field-errors';
import { TextField } from '@shop/ui/text-field';
import { useToast } from '@shop/ui/toast';
import { useSetRole } from './api/team.js';
import { ROLE_LABELS } from './role-labels.js';

const ROLE_OPTIONS = USER_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** Give an account a role by its email; "Shopper" takes someone off the team. */
export function RoleForm() {
  const setRole = useSetRole();
  const { toast } = useToast();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SetRoleRequest>({
    resolver: zodResolver(setRoleRequestSchema),
    mode: 'onTouched',
    defaultValues: { email: '', role: 'staff' },
  });
  const submit = handleSubmit(async (values) => {
    try {
      const member = await setRole.mutateAsync(values);
      toast({ title: 'Role Saved', description: `${member.email} is now ${ROLE_LABELS[member.role].toLowerCase()}.` });
      reset();
    } catch (error) {
      const details = readApiError(error);
      const placed = showFieldErrors(details.fieldErrors, setError, ['email', 'role']);
      if (placed === 0) toast({ title: 'Role Not Saved', description: details.message, variant: 'destructive' });
    }
  });
  return (
    <form className="admin-filters" noValidate aria-label="Give a role" onSubmit={(event) => void submit(event)}>
      <TextField label="Email" type="email" autoComplete="off" error={errors.email?.message} {...register('email')} />
      <SelectField
        label="Role"
        placeholder="Choose a role"
        options={ROLE_OPTIONS}
        error={errors.role?.message}
        {...register('role')}
      />
      <Button type="submit" disabled={isSubmitting}>
        Save role
      </Button>
    </form>
  );
}
