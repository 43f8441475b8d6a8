import { requestRemotesManifest } from './remotes/remotes-manifest-request.js';

// Ask for the remotes' addresses now, while the rest of the shell downloads (errors are handled
// where the manifest is used).
requestRemotesManifest().catch(() => undefined);

// The async boundary Module Federation needs: shared modules are negotiated before app code runs.
import('./bootstrap');
