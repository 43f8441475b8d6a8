import { z } from 'zod';

/**
 * zod, as every contract imports it. In a browser, zod's compiled object parsers first probe
 * `new Function`, which the shop's Content-Security-Policy (script-src 'self') rightly refuses,
 * so every page would log a policy violation; browsers parse without them. The server keeps them.
 */
if ('document' in globalThis) z.config({ jitless: true });

export { z };
