import { Controller, Get, Inject } from '@nestjs/common';
import { todaySchema } from '@shop/contracts/admin-today';
import { CLOCK, type Clock } from '../common/clock.js';
import { ResponseSchema } from '../common/response-schema.js';
import { TodayReader } from './today.reader.js';

/** GET /api/admin/today (staff): the dashboard the team's day starts with. */
@Controller('admin/today')
export class TodayController {
  constructor(
    private readonly today: TodayReader,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get()
  @ResponseSchema(todaySchema)
  read() {
    return this.today.read(this.clock.now());
  }
}
