import type { UserRole } from '@shop/contracts/auth';
import { User } from '../src/auth/user.entity.js';
import { browser, newShopper } from './shopper-agent.js';
import type { TestApp } from './test-app.js';

export type SignedInAgent = ReturnType<typeof browser> & { email: string };

/**
 * A signed-in member of the shop's team (or a plain shopper): signs up like anyone, then the role
 * is set in the database as `npm run admin:create` or the owner's screen would. The role is read
 * on every request, so the agent acts in it at once.
 */
export async function signedInAs(shop: TestApp, role: UserRole): Promise<SignedInAgent> {
  const agent = browser(shop);
  const account = newShopper({ firstName: role === 'shopper' ? 'Asha' : role === 'owner' ? 'Olivia' : 'Sam' });
  await agent.post('/api/auth/register', account).expect(201);
  if (role !== 'shopper') await shop.dataSource.getRepository(User).update({ email: account.email }, { role });
  return Object.assign(agent, { email: account.email });
}
