import { Module } from '@nestjs/common';
import { DeliveryAreaController } from './delivery-area.controller.js';
import { DeliveryAreaService } from './delivery-area.service.js';

/** Where the shop delivers: the ZIP check of the home page's delivery-area block. */
@Module({ controllers: [DeliveryAreaController], providers: [DeliveryAreaService], exports: [DeliveryAreaService] })
export class DeliveryModule {}
