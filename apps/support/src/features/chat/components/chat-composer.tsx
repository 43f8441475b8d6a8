import { useId, useState, type KeyboardEvent, type RefObject } from 'react';
import { FIELD_LIMITS } from '@shop/contracts/field-limits';
import { Button } from '@shop/ui/button';

export interface ChatComposerProps {
  /** Returns whether the text was sent (whitespace alone is not). */
  onSend: (text: string) => boolean;
  pending: boolean;
  textAreaRef: RefObject<HTMLTextAreaElement | null>;
}

/**
 * The message box: Enter sends, Shift+Enter starts a new line. While a reply is pending the box is
 * read-only and marked disabled rather than `disabled`, which would throw the keyboard focus out of
 * the window; a click on Send also puts focus back in the box, ready for the next message.
 */
export function ChatComposer({ onSend, pending, textAreaRef }: ChatComposerProps) {
  const [draft, setDraft] = useState('');
  const inputId = useId();

  const submit = () => {
    textAreaRef.current?.focus();
    if (onSend(draft)) setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter also confirms a word being composed with an input method; that Enter is not a send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form
      className="support-chat__composer"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={inputId} className="ui-visually-hidden">
        Message
      </label>
      <textarea
        ref={textAreaRef}
        id={inputId}
        className="ui-input support-chat__input"
        rows={2}
        maxLength={FIELD_LIMITS.chatMessage}
        placeholder="Ask a question…"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        readOnly={pending}
        aria-disabled={pending}
      />
      <Button type="submit" size="sm" disabled={pending}>
        Send
      </Button>
    </form>
  );
}
