import { signInUrl } from '@shop/ui/auth-urls';
import { buttonClassName } from '@shop/ui/button';
import { MessagePanel } from './message-panel.js';

/** For screens that need a signed-in shopper; signing in comes back to `returnTo`. */
export function SignInPrompt({ title, text, returnTo }: { title: string; text: string; returnTo: string }) {
  return (
    <MessagePanel
      title={title}
      action={
        <a className={buttonClassName('primary')} href={signInUrl(returnTo)}>
          Sign In
        </a>
      }
    >
      {text}
    </MessagePanel>
  );
}
