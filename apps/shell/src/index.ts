import { requestRemotesManifest } from './remotes/remotes-manifest-request.js';

// Ask for the remotes' addresses first thing (errors are handled where the manifest is used).
requestRemotesManifest().catch(() => undefined);

// No async boundary: the shell's own modules are plain imports (it is not built with the federation
// plugin; see remotes/federation-host.ts), so the whole shell is one script.
import './bootstrap.js';
