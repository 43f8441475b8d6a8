import type { EntityManager } from 'typeorm';
import { ADDRESS_BOOK_MAX_ENTRIES } from '@shop/contracts/address-book';
import { takeTurns } from '../common/database/advisory-lock.js';

export interface AddressToRemember {
  address: string;
  city: string;
  state: string;
  zipCode: string;
  phone: string;
}

const addressBookKey = (userId: string) => `address-book:${userId}`;

/** Makes one shopper's address-book writes take turns, so the count of 20 holds under concurrency. */
export function takeAddressBookTurn(manager: EntityManager, userId: string): Promise<void> {
  return takeTurns(manager, addressBookKey(userId));
}

/**
 * Puts an address a checkout or a subscription used at the top of the shopper's address book: the
 * same street address and ZIP (whatever its case) is the same entry, which takes this use's time,
 * city, state and phone. A book past its limit loses its least recently used entries, so checkout
 * never fails for a full book. Runs in the caller's transaction: the address is remembered only if
 * the order or subscription is.
 */
export async function rememberAddress(
  manager: EntityManager,
  userId: string,
  { address, city, state, zipCode, phone }: AddressToRemember,
  now: Date,
): Promise<void> {
  // The book's turn (as takeAddressBookTurn) and the upsert in one round trip: the row comes out of
  // the lock's subquery, so it is written once the turn is ours. ON CONFLICT finds a committed entry
  // whatever the statement's snapshot; the trim below is a statement of its own, so it counts the
  // book as the previous holder of the turn left it.
  await manager.query(
    `INSERT INTO "saved_addresses" ("userId", "address", "city", "state", "zipCode", "phone", "lastUsedAt")
     SELECT $1, $2, $3, $4, $5, $6, $7 FROM (SELECT pg_advisory_xact_lock(hashtext($8))) AS "turn"
     ON CONFLICT ("userId", lower("address"), "zipCode") DO UPDATE
       SET "lastUsedAt" = GREATEST("saved_addresses"."lastUsedAt", EXCLUDED."lastUsedAt"),
           "city" = EXCLUDED."city", "state" = EXCLUDED."state", "phone" = EXCLUDED."phone"`,
    [userId, address, city, state, zipCode, phone, now, addressBookKey(userId)],
  );
  await manager.query(
    `DELETE FROM "saved_addresses"
      WHERE "userId" = $1
        AND "id" NOT IN (SELECT "id" FROM "saved_addresses" WHERE "userId" = $1
                          ORDER BY "lastUsedAt" DESC, "id" DESC LIMIT $2)`,
    [userId, ADDRESS_BOOK_MAX_ENTRIES],
  );
}
