/**
 * The router the server renders with: the requested address, no history. Kept apart from
 * `@shop/ui/router` (the browser's shared singleton) so browsers never download it; on the server
 * both come from the same react-router module, so they share one router context.
 */
export { StaticRouter } from 'react-router';
