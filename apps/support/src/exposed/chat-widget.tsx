import { RemoteRoot } from '@shop/ui/remote-root';
import { BUILD_VERSION } from '../build-version.js';
import { ChatWidget } from '../features/chat/components/chat-widget.js';

/** Exposed as support/ChatWidget (the floating support chat of every page, mounted by the shell's layout). */
export default function ChatWidgetRemote() {
  return (
    <RemoteRoot name="support" buildVersion={BUILD_VERSION}>
      <ChatWidget />
    </RemoteRoot>
  );
}
