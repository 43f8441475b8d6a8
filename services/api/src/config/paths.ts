import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The checkout's root; this file sits at services/api/{src,dist}/config/. */
export const workspaceRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
export const apiRoot = resolve(workspaceRoot, 'services/api');
