import { startMailCatcher } from './mail-catcher';
import { mailFolder, mailPort } from './shop-server';

/** The mailbox of the e-mails the e2e shop sends (verification links, order e-mails). */
export default async function globalSetup(): Promise<() => Promise<void>> {
  return startMailCatcher(mailPort, mailFolder);
}
