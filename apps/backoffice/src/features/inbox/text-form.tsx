import { useRef, useState, type FormEvent } from 'react';
import { inboxNoteRequestSchema, inboxReplyRequestSchema, type InboxItem } from '@shop/contracts/admin-inbox';
import { Button } from '@shop/ui/button';
import { readApiError } from '@shop/ui/read-api-error';
import { TextAreaField } from '@shop/ui/text-area-field';
import { useInboxChange } from './api/inbox.js';

const SCHEMAS = { replies: inboxReplyRequestSchema, notes: inboxNoteRequestSchema };

/**
 * A reply or a note: one labelled text box and its button. The text is checked with the API's own
 * schema first; what went wrong is said under the box (which keeps focus), what went right in a
 * status line screen readers announce.
 */
export function TextForm({
  item,
  action,
  label,
  button,
  done,
}: {
  item: InboxItem;
  action: 'replies' | 'notes';
  label: string;
  button: string;
  /** What the status line says once it is saved. */
  done: string;
}) {
  const change = useInboxChange(item.kind, item.id);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [feedback, setFeedback] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);

  const fail = (message: string | undefined) => {
    setError(message);
    box.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFeedback('');
    const parsed = SCHEMAS[action].safeParse({ text });
    if (!parsed.success) return fail(parsed.error.issues[0]?.message);
    setError(undefined);
    try {
      await change.mutateAsync({ action, body: parsed.data });
      setText('');
      setFeedback(done);
    } catch (caught) {
      const { message, fieldErrors } = readApiError(caught);
      fail(fieldErrors.find((fieldError) => fieldError.field === 'text')?.message ?? message);
    }
  };

  return (
    <form className="inbox-form inbox-form--text" noValidate onSubmit={(event) => void submit(event)}>
      <TextAreaField
        ref={box}
        label={label}
        value={text}
        error={error}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" disabled={change.isPending}>
        {change.isPending ? 'Sending…' : button}
      </Button>
      <p role="status" className="inbox-feedback">
        {feedback}
      </p>
    </form>
  );
}
