import type { RemoteModuleRef } from '@shop/contracts/remote-routes';
import { OptionalRemoteMount } from '../remotes/optional-remote-mount.js';
import { useAfterPageLoad } from './use-after-page-load.js';

const CHAT_WIDGET = { remote: 'support', module: './ChatWidget' } as const satisfies RemoteModuleRef;

/**
 * The support remote's floating chat button, on every page. It is fetched once the page itself
 * has loaded (it is never what a shopper came to the page for), and a page whose support remote is
 * down simply has no chat button.
 */
export function SupportChat() {
  const pageLoaded = useAfterPageLoad();
  return pageLoaded ? <OptionalRemoteMount {...CHAT_WIDGET} /> : null;
}
