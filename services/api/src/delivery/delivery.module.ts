import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminDeliveryScheduleController } from './admin/admin-delivery-schedule.controller.js';
import { DeliveryClosureEditor } from './admin/closure-editor.service.js';
import { DeliveryScheduleReader } from './admin/delivery-schedule.reader.js';
import { DeliveryWindowEditor } from './admin/window-editor.service.js';
import { DeliveryZoneEditor } from './admin/zone-editor.service.js';
import { BookedWindows } from './bookings/booked-windows.reader.js';
import { HeldPlaces } from './bookings/held-places.js';
import { DeliveryBooking } from './bookings/delivery-booking.entity.js';
import { DeliveryWindowDay } from './bookings/delivery-window-day.entity.js';
import { MovedBookings } from './bookings/moved-bookings.js';
import { WindowBookings } from './bookings/window-bookings.js';
import { DeliveryAreaController } from './delivery-area.controller.js';
import { DeliveryAreaService } from './delivery-area.service.js';
import { DeliveryWindowsController } from './delivery-windows.controller.js';
import { DeliveryClosure } from './schedule/delivery-closure.entity.js';
import { DeliveryOffers } from './schedule/delivery-offers.js';
import { DeliveryWindow } from './schedule/delivery-window.entity.js';
import { DeliveryZoneZip } from './schedule/delivery-zone-zip.entity.js';
import { DeliveryZone } from './schedule/delivery-zone.entity.js';
import { DeliveryZones } from './schedule/delivery-zones.js';
import { ScheduleDays } from './schedule/schedule-days.js';
import { ZoneWindows } from './schedule/zone-windows.js';
import { WindowUtilisationMetric } from './window-utilisation-metric.js';

/**
 * Where and when the shop delivers: the area check, the weekly schedule of zones and windows with
 * closures, the windows each ZIP can book, and the bookings (one place per order or box).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      DeliveryZone,
      DeliveryZoneZip,
      DeliveryWindow,
      DeliveryClosure,
      DeliveryWindowDay,
      DeliveryBooking,
    ]),
  ],
  controllers: [DeliveryAreaController, DeliveryWindowsController, AdminDeliveryScheduleController],
  providers: [
    DeliveryAreaService,
    DeliveryZones,
    DeliveryOffers,
    WindowBookings,
    BookedWindows,
    MovedBookings,
    WindowUtilisationMetric,
    ScheduleDays,
    ZoneWindows,
    HeldPlaces,
    DeliveryScheduleReader,
    DeliveryZoneEditor,
    DeliveryWindowEditor,
    DeliveryClosureEditor,
  ],
  exports: [
    DeliveryAreaService,
    DeliveryZones,
    DeliveryOffers,
    WindowBookings,
    BookedWindows,
    MovedBookings,
    ScheduleDays,
    ZoneWindows,
    HeldPlaces,
  ],
})
export class DeliveryModule {}
