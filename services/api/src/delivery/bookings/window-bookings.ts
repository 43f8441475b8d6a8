import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { SUGGESTED_WINDOWS, type DeliveryWindowChoice, type OfferedWindow } from '@shop/contracts/delivery-windows';
import { ShopError } from '../../common/errors/shop-error.js';
import { shopInstant } from '../../common/shop-calendar.js';
import { DeliveryOffers } from '../schedule/delivery-offers.js';
import { DeliveryWindow } from '../schedule/delivery-window.entity.js';
import { cutoffOf } from '../schedule/offered-windows.js';
import type { DeliveryZone } from '../schedule/delivery-zone.entity.js';
import { DeliveryBooking } from './delivery-booking.entity.js';
import { DeliveryWindowDay } from './delivery-window-day.entity.js';

export interface HeldWindow {
  day: DeliveryWindowDay;
  zone: DeliveryZone;
  cutoffAt: Date;
}

/** Who holds a place: an order, or a subscription's box before it becomes one. */
export type BookingOwner = { orderId: number } | { subscriptionCycleId: number };

export interface TakeOptions {
  /**
   * Staff moves skip the check that the window is still offered (its cutoff may have passed);
   * capacity always holds.
   */
  ignoreCutoff?: boolean;
  /**
   * The day the offers are searched from (default today): takeEarliest's own, so a window it
   * found past today's horizon (a box's renewal, the days after a closure) is still offered.
   */
  fromDate?: string;
}

function ownerWhere(owner: BookingOwner) {
  return 'orderId' in owner ? { orderId: owner.orderId } : { subscriptionCycleId: owner.subscriptionCycleId };
}

/** Why a dated window took no booking. */
type Refusal = 'DELIVERY_WINDOW_NOT_OFFERED' | 'DELIVERY_WINDOW_FULL';

/**
 * The only code that puts a booking on a dated window. The day's row is created if missing, then
 * locked (SELECT … FOR UPDATE); the bookings are counted after the lock is granted, so under READ
 * COMMITTED each checkout sees the places taken by whoever held the lock before it: the last
 * place is sold once. Freeing a place (a cancel, a move out, a cascade) needs no lock.
 */
@Injectable()
export class WindowBookings {
  constructor(private readonly offers: DeliveryOffers) {}

  /**
   * Takes a place in a zone's window for the owner, or moves the owner's booking there. Answers
   * 409 DELIVERY_WINDOW_NOT_OFFERED or DELIVERY_WINDOW_FULL with the next windows with room.
   */
  async take(
    manager: EntityManager,
    zone: DeliveryZone,
    choice: DeliveryWindowChoice,
    owner: BookingOwner,
    options: TakeOptions = {},
  ): Promise<DeliveryWindowDay> {
    // Shared with every other booking, exclusive to the owner's edits of this window (its hours, a
    // closure over it): the offer below is read after any such edit has committed.
    const window = await manager.findOne(DeliveryWindow, {
      where: { id: choice.windowId, zoneId: zone.id },
      lock: { mode: 'pessimistic_read' },
    });
    const isOffered = async (held: DeliveryWindow) =>
      (await this.offers.ofWindow(manager, zone, held, options.fromDate)).some((offer) => offer.date === choice.date);
    if (!window || window.retiredAt || (!options.ignoreCutoff && !(await isOffered(window)))) {
      throw await this.refusal(manager, zone, 'DELIVERY_WINDOW_NOT_OFFERED', choice);
    }
    const booked = await this.book(manager, window, choice.date, owner);
    if (typeof booked === 'string') throw await this.refusal(manager, zone, booked, choice);
    return booked;
  }

  /**
   * The earliest window with room from `fromDate` (default today): checkout without a choice,
   * boxes whose preferred window is full. Tries the next one when a place went meanwhile. The
   * zone's windows are held while the offers are read, so the offers need no second read.
   */
  async takeEarliest(
    manager: EntityManager,
    zone: DeliveryZone,
    owner: BookingOwner,
    fromDate?: string,
    prefer?: (offer: { windowId: number; date: string }) => boolean,
  ): Promise<DeliveryWindowDay> {
    const { windows, offers: all } = await this.offers.holdZone(manager, zone, fromDate);
    const offers = all.filter((offer) => offer.placesLeft > 0);
    const ordered = prefer ? [...offers.filter(prefer), ...offers.filter((offer) => !prefer(offer))] : offers;
    const windowById = new Map(windows.map((window) => [window.id, window]));
    for (const offer of ordered) {
      // Full meanwhile, or its van left (a run started): the next window is as good.
      const booked = await this.book(manager, windowById.get(offer.windowId)!, offer.date, owner);
      if (typeof booked !== 'string') return booked;
    }
    throw new ShopError('NO_DELIVERY_WINDOWS');
  }

  /** The dated window the owner holds, its zone and when orders for it close; none when unbooked. */
  async held(manager: EntityManager, owner: BookingOwner): Promise<HeldWindow | null> {
    const booking = await manager.findOne(DeliveryBooking, {
      where: ownerWhere(owner),
      relations: { windowDay: { window: { zone: true } } },
    });
    if (!booking) return null;
    const day = booking.windowDay;
    return { day, zone: day.window.zone, cutoffAt: cutoffOf(day.window.zone, day.deliveryDate, day.startsAt) };
  }

  /** Gives the owner's place back (nothing to do when it holds none). */
  async release(manager: EntityManager, owner: BookingOwner): Promise<void> {
    await manager.delete(DeliveryBooking, ownerWhere(owner));
  }

  /** Hands a box's place to the order made from it. */
  async handOver(manager: EntityManager, subscriptionCycleId: number, orderId: number): Promise<boolean> {
    const result = await manager.update(DeliveryBooking, { subscriptionCycleId }, { orderId });
    return (result.affected ?? 0) > 0;
  }

  /**
   * The windows to offer instead of a refused choice: those from the chosen day on first (a shopper
   * who picked Saturday wants Saturday or after), then the earlier ones.
   */
  async nextWithRoom(
    manager: EntityManager,
    zone: DeliveryZone,
    except?: DeliveryWindowChoice,
  ): Promise<OfferedWindow[]> {
    const others = (await this.offers.withRoom(manager, zone)).filter(
      (offer) => !except || offer.windowId !== except.windowId || offer.date !== except.date,
    );
    const fromChosenDay = others.filter((offer) => !except || offer.date >= except.date);
    const before = others.filter((offer) => except && offer.date < except.date);
    return [...fromChosenDay, ...before].slice(0, SUGGESTED_WINDOWS);
  }

  private async refusal(
    manager: EntityManager,
    zone: DeliveryZone,
    code: 'DELIVERY_WINDOW_NOT_OFFERED' | 'DELIVERY_WINDOW_FULL',
    choice: DeliveryWindowChoice,
  ): Promise<ShopError> {
    return new ShopError(code, undefined, {
      deliveryWindows: await this.nextWithRoom(manager, zone, choice),
      fieldErrors: [{ field: 'deliveryWindow', message: new ShopError(code).message }],
    });
  }

  /**
   * Books the owner into a window offered on `date` (the caller checked), under the day's row lock,
   * or says why not. After the lock, one statement reads whether the van has left (its run started:
   * the runs module's table, which starts a run under this same lock, read by SQL since this module
   * cannot depend on that one), the places taken and the owner's booking, and inserts the booking
   * when all allow it: the lock is held, until commit, for one round trip instead of four.
   */
  private async book(
    manager: EntityManager,
    window: DeliveryWindow,
    date: string,
    owner: BookingOwner,
  ): Promise<DeliveryWindowDay | Refusal> {
    const day = await this.lockDay(manager, window, date);
    const ownerColumn = 'orderId' in owner ? 'orderId' : 'subscriptionCycleId';
    const ownerId = 'orderId' in owner ? owner.orderId : owner.subscriptionCycleId;
    const [state] = (await manager.query(
      `WITH "state" AS (
         SELECT EXISTS (SELECT 1 FROM delivery_runs WHERE "windowDayId" = $1 AND "startedAt" IS NOT NULL) AS departed,
                (SELECT count(*) FROM delivery_bookings WHERE "windowDayId" = $1)::int AS taken,
                (SELECT "windowDayId" FROM delivery_bookings WHERE "${ownerColumn}" = $2) AS "heldDayId"
       ), "inserted" AS (
         INSERT INTO delivery_bookings ("windowDayId", "${ownerColumn}")
         SELECT $1, $2 FROM "state" WHERE NOT departed AND "heldDayId" IS NULL AND taken < $3
         RETURNING id
       )
       SELECT departed, taken, "heldDayId" FROM "state"`,
      [day.id, ownerId, window.capacity],
    )) as { departed: boolean; taken: number; heldDayId: number | null }[];
    if (state!.departed) return 'DELIVERY_WINDOW_NOT_OFFERED';
    if (state!.heldDayId === day.id) return day;
    if (state!.taken >= window.capacity) return 'DELIVERY_WINDOW_FULL';
    // A move: the owner's booking changes window (the insert above left it alone).
    if (state!.heldDayId !== null) await manager.update(DeliveryBooking, ownerWhere(owner), { windowDayId: day.id });
    return day;
  }

  /** The dated window's row, made on its first booking, locked for this transaction. */
  private async lockDay(manager: EntityManager, window: DeliveryWindow, date: string): Promise<DeliveryWindowDay> {
    const where = { windowId: window.id, deliveryDate: date };
    const existing = await manager.findOne(DeliveryWindowDay, { where, lock: { mode: 'pessimistic_write' } });
    if (existing) return existing;
    await manager
      .createQueryBuilder()
      .insert()
      .into(DeliveryWindowDay)
      .values({
        ...where,
        startsAt: shopInstant(date, window.startMinute),
        endsAt: shopInstant(date, window.endMinute),
      })
      .orIgnore()
      .execute();
    return manager.findOneOrFail(DeliveryWindowDay, { where, lock: { mode: 'pessimistic_write' } });
  }
}
