import { VisuallyHidden } from '@shop/ui/visually-hidden';

/**
 * Dots while the bot is answering. The status region stays in the page and only its content
 * changes, which is what screen readers announce (politely, after what they are reading).
 */
export function TypingIndicator({ active }: { active: boolean }) {
  return (
    <div role="status" className="support-chat__typing">
      {active && (
        <>
          <span className="support-chat__dots" aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          <VisuallyHidden>Support is typing…</VisuallyHidden>
        </>
      )}
    </div>
  );
}
