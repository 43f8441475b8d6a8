import { requestRemotesManifest } from './remotes/remotes-manifest-request.js';

// Ask for the remotes' addresses first thing (errors are handled where the manifest is used).
requestRemotesManifest().catch(() => undefined);

// No async boundary: the shell provides the shared modules eagerly (tools/rspack), so the whole
// shell is one script the browser finds in the HTML rather than a chain of requests.
import './bootstrap.js';
