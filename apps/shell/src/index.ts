// No async boundary: the shell's own modules are plain imports (it is not built with the federation
// plugin; see remotes/federation-host.ts), so the whole shell is one script. The remotes' addresses
// (/remotes.json) are asked for with the federation runtime, when a page first needs a remote.
import './bootstrap.js';
