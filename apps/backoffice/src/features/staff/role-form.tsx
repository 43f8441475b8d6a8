import { setRoleRequestSchema } from '@shop/contracts/admin';
import { USER_ROLES } from '@shop/contracts/auth';
import { Button } from '@shop/ui/button';
import { readApiError } from '@shop/ui/read-api-error';
import { Field } from '@shop/ui/field';
import { SelectFormField } from '@shop/ui/select-form-field';
import { showFieldErrors } from '@shop/ui/show-field-errors';
import { useToast } from '@shop/ui/toast';
import { useContractForm } from '@shop/ui/use-contract-form';
import { useSetRole } from './api/team.js';
import { ROLE_LABELS } from './role-labels.js';

const ROLE_OPTIONS = USER_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** Give an account a role by its email; "Shopper" takes someone off the team. */
export function RoleForm() {
  const setRole = useSetRole();
  const { toast } = useToast();
  const form = useContractForm(setRoleRequestSchema, { defaultValues: { email: '', role: 'staff' } });
  const submit = form.handleSubmit(async (values) => {
    try {
      const member = await setRole.mutateAsync(values);
      toast({ title: 'Role Saved', description: `${member.email} is now ${ROLE_LABELS[member.role].toLowerCase()}.` });
      form.reset();
    } catch (error) {
      const details = readApiError(error);
      const placed = showFieldErrors(details.fieldErrors, form.setError, ['email', 'role']);
      if (placed === 0) toast({ title: 'Role Not Saved', description: details.message, variant: 'destructive' });
    }
  });
  return (
    <form className="admin-filters" noValidate aria-label="Give a role" onSubmit={(event) => void submit(event)}>
      <Field form={form} name="email" label="Email" type="email" autoComplete="off" />
      <SelectFormField form={form} name="role" label="Role" placeholder="Choose a role" options={ROLE_OPTIONS} />
      <Button type="submit" disabled={form.formState.isSubmitting}>
        Save role
      </Button>
    </form>
  );
}
