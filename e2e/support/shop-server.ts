/** The port the end-to-end server listens on (not 3000, so a running dev shop does not clash). */
export const shopPort = Number(process.env.E2E_PORT ?? 3100);
export const shopUrl = `http://127.0.0.1:${shopPort}`;
