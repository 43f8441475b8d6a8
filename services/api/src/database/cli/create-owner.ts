import { makeOwner } from '../../auth/team/make-owner.js';
import { loadConfig } from '../../config/app-config.js';
import { migrateOnce } from '../migrate-once.js';
import { withDataSource } from './with-data-source.js';

// npm run admin:create -- owner@example.com — makes an existing account an owner of the shop.
const email = process.argv[2]?.trim();
if (!email || !/^[^@\s]+@[^@\s]+$/.test(email)) {
  console.error('Usage: npm run admin:create -- owner@example.com');
  process.exit(1);
}

await withDataSource(async (dataSource) => {
  await migrateOnce(dataSource);
  const outcome = await makeOwner(dataSource, loadConfig(), email);
  if (outcome === 'no account') {
    console.error(
      `No account uses ${email}. Sign up on the shop first, then run this again (or set OWNER_EMAILS=${email}: it becomes owner once it opens the link in its verification e-mail).`,
    );
    process.exitCode = 1;
  } else {
    console.log(outcome === 'made owner' ? `${email} is now an owner of the shop.` : `${email} is already an owner.`);
  }
});
