import { resolve } from 'node:path';

/** The port the end-to-end server listens on (not 3000, so a running dev shop does not clash). */
export const shopPort = Number(process.env.E2E_PORT ?? 3100);
export const shopUrl = `http://127.0.0.1:${shopPort}`;

/** Where the e2e shop sends its e-mails: the mail catcher started by global-setup.ts. */
export const mailPort = Number(process.env.E2E_MAIL_PORT ?? shopPort + 1000);

/**
 * Where the caught e-mails are kept, one file each. Chosen once by the runner and passed to its
 * worker processes in the environment, so all of them read the same folder.
 */
export const mailFolder: string = (process.env.E2E_MAIL_DIR ??= resolve(`../tmp/e2e-mail-${Date.now()}`));
