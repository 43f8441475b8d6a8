import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { InboxItem } from '@shop/contracts/admin-inbox';
import { Button } from '@shop/ui/button';
import { readApiError } from '@shop/ui/read-api-error';
import { SelectField } from '@shop/ui/select-field';
import { assigneesQueryOptions, useInboxChange } from './api/inbox.js';

/** "Assign to" a member of the team, or to nobody. */
export function AssignForm({ item }: { item: InboxItem }) {
  const change = useInboxChange(item.kind, item.id);
  const people = useQuery(assigneesQueryOptions());
  const [assigneeId, setAssigneeId] = useState(item.assignee?.id ?? '');
  const [error, setError] = useState<string | undefined>(undefined);
  const [feedback, setFeedback] = useState('');

  const options = (people.data ?? []).map((person) => ({
    value: person.id,
    label: `${person.name} (${person.email})`,
  }));
  // Someone no longer in the team keeps their items until they are reassigned: still shown.
  if (item.assignee && !options.some((option) => option.value === item.assignee?.id)) {
    options.push({ value: item.assignee.id, label: `${item.assignee.name} (${item.assignee.email})` });
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFeedback('');
    setError(undefined);
    try {
      const answer = await change.mutateAsync({ action: 'assignee', body: { assigneeId: assigneeId || null } });
      setFeedback(answer.assignee ? `Assigned to ${answer.assignee.name}.` : 'Assigned to nobody.');
    } catch (caught) {
      const { message, fieldErrors } = readApiError(caught);
      setError(fieldErrors.find((fieldError) => fieldError.field === 'assigneeId')?.message ?? message);
    }
  };

  return (
    <form className="inbox-form" aria-label="Assign" noValidate onSubmit={(event) => void submit(event)}>
      <SelectField
        label="Assign to"
        placeholder="Nobody"
        options={options}
        value={assigneeId}
        error={error ?? (people.isError ? 'The team could not be loaded.' : undefined)}
        onChange={(event) => setAssigneeId(event.target.value)}
      />
      <Button type="submit" variant="secondary" disabled={change.isPending}>
        Assign
      </Button>
      <p role="status" className="inbox-feedback">
        {feedback}
      </p>
    </form>
  );
}
