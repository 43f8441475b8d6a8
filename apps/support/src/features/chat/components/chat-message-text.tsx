import { chatMessageParts } from '@shop/contracts/chat';
import { Link } from '@shop/ui/router';

/**
 * A message's text as React text nodes, never as HTML. Only the bot's `[label](/path)` links become
 * links, through the shell's router so they navigate in the app; whatever a shopper types, markup or
 * link syntax included, is shown exactly as typed.
 */
export function ChatMessageText({ message, isBot }: { message: string; isBot: boolean }) {
  if (!isBot) return message;
  return chatMessageParts(message).map((part, index) =>
    part.kind === 'link' ? (
      <Link key={index} to={part.href}>
        {part.text}
      </Link>
    ) : (
      part.text
    ),
  );
}
