import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import type { CaughtMail } from './mail-catcher';
import { mailFolder } from './shop-server';

/** The e-mails the shop has sent to `address` so far, oldest first. */
function mailTo(address: string): CaughtMail[] {
  return readdirSync(mailFolder)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(mailFolder, name), 'utf8')) as CaughtMail)
    .filter((mail) => mail.to.includes(address.toLowerCase()));
}

/**
 * The verification links e-mailed to `address`, oldest first, once at least `count` have arrived
 * (the shop's e-mail worker sends every second in this run).
 */
export async function verificationLinks(address: string, count = 1): Promise<string[]> {
  let links: string[] = [];
  await expect
    .poll(
      () => {
        links = mailTo(address)
          .filter((mail) => mail.subject.startsWith('Verify your e-mail address'))
          .map((mail) => /https?:\/\/\S+\/api\/auth\/verify-email\?token=[\w-]+/.exec(mail.text)?.[0] ?? '');
        return links.length;
      },
      { message: `verification e-mails to ${address}`, timeout: 20_000 },
    )
    .toBeGreaterThanOrEqual(count);
  expect(links.every(Boolean), 'every verification e-mail has its link').toBe(true);
  return links;
}

/**
 * The e-mails to `address` whose subject starts with `subject`, oldest first, once at least `count`
 * have arrived (the shop's e-mail worker sends every second in this run).
 */
export async function mailsWithSubject(address: string, subject: string, count = 1): Promise<CaughtMail[]> {
  let found: CaughtMail[] = [];
  await expect
    .poll(
      () => {
        found = mailTo(address).filter((mail) => mail.subject.startsWith(subject));
        return found.length;
      },
      { message: `"${subject}" e-mails to ${address}`, timeout: 20_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}
