import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A stand-in for the front-end builds (WEB_APPS_DIR): a shell whose index.html has the generic
 * title and description the server replaces per page. Remove the folder after the suite.
 */
export function stubWebApps(): string {
  const apps = mkdtempSync(join(tmpdir(), 'shop-web-'));
  mkdirSync(join(apps, 'shell/dist'), { recursive: true });
  writeFileSync(
    join(apps, 'shell/dist/index.html'),
    '<!doctype html><html lang="en"><head><title>Cumming Organics</title><meta name="description" content="generic"></head><body><div id="root"></div></body></html>',
  );
  return apps;
}
