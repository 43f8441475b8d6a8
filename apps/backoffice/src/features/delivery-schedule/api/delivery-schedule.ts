import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addedClosureSchema,
  adminDeliveryScheduleSchema,
  adminDeliveryWindowSchema,
  adminDeliveryZoneSchema,
  DELIVERY_SCHEDULE_API,
  type AddedClosure,
  type AdminDeliveryWindow,
  type AdminDeliveryZone,
  type DeliveryClosureRequest,
  type DeliveryWindowRequest,
  type DeliveryZoneRequest,
} from '@shop/contracts/admin-delivery';
import { apiRequest } from '@shop/ui/api-fetch';
import type { z } from '@shop/contracts/zod';
import { adminQueryOptions } from '../../../api/admin-query.js';

/** GET /api/admin/delivery/schedule: zones with their ZIP codes and windows, closures ahead. */
export const scheduleQueryOptions = () =>
  adminQueryOptions(DELIVERY_SCHEDULE_API.schedule, adminDeliveryScheduleSchema);

/** A change to the schedule, which is read again once it is saved. */
function useScheduleChange<Variables, Result>(send: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scheduleQueryOptions().queryKey }),
  });
}

async function sent<Schema extends z.ZodType>(
  schema: Schema,
  method: 'POST' | 'PUT',
  path: string,
  body: unknown,
): Promise<z.infer<Schema>> {
  return schema.parse(await (await apiRequest(method, path, body)).json());
}

export const useAddZone = () =>
  useScheduleChange((request: DeliveryZoneRequest): Promise<AdminDeliveryZone> =>
    sent(adminDeliveryZoneSchema, 'POST', DELIVERY_SCHEDULE_API.zones, request),
  );

export const useChangeZone = (id: number) =>
  useScheduleChange((request: DeliveryZoneRequest): Promise<AdminDeliveryZone> =>
    sent(adminDeliveryZoneSchema, 'PUT', DELIVERY_SCHEDULE_API.zone(id), request),
  );

export const useRemoveZone = (id: number) =>
  useScheduleChange(async (): Promise<void> => {
    await apiRequest('DELETE', DELIVERY_SCHEDULE_API.zone(id));
  });

export const useSetZips = (id: number) =>
  useScheduleChange((zipCodes: string[]): Promise<AdminDeliveryZone> =>
    sent(adminDeliveryZoneSchema, 'PUT', DELIVERY_SCHEDULE_API.zoneZips(id), { zipCodes }),
  );

export const useAddWindow = (zoneId: number) =>
  useScheduleChange((request: DeliveryWindowRequest): Promise<AdminDeliveryWindow> =>
    sent(adminDeliveryWindowSchema, 'POST', DELIVERY_SCHEDULE_API.zoneWindows(zoneId), request),
  );

export const useChangeWindow = (id: number) =>
  useScheduleChange((request: DeliveryWindowRequest): Promise<AdminDeliveryWindow> =>
    sent(adminDeliveryWindowSchema, 'PUT', DELIVERY_SCHEDULE_API.window(id), request),
  );

/** DELETE …/windows/:id retires the window: no new bookings, the booked ones kept. */
export const useRetireWindow = () =>
  useScheduleChange(async (id: number): Promise<void> => {
    await apiRequest('DELETE', DELIVERY_SCHEDULE_API.window(id));
  });

export const useAddClosure = () =>
  useScheduleChange((request: DeliveryClosureRequest): Promise<AddedClosure> =>
    sent(addedClosureSchema, 'POST', DELIVERY_SCHEDULE_API.closures, request),
  );

export const useRemoveClosure = () =>
  useScheduleChange(async (id: number): Promise<void> => {
    await apiRequest('DELETE', DELIVERY_SCHEDULE_API.closure(id));
  });
