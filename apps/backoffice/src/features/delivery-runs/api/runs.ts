import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  DELIVERY_RUNS_API,
  deliveryRunListSchema,
  deliveryRunSchema,
  type CloseRunRequest,
  type DeliveryRun,
  type StopOutcomeRequest,
} from '@shop/contracts/admin-delivery-runs';
import { apiRequest } from '@shop/ui/api-fetch';
import { adminQueryOptions } from '../../../api/admin-query.js';

/** GET …/runs?date=: the day's runs (today's without a date). */
export const runsQueryOptions = (date: string | undefined) =>
  adminQueryOptions(DELIVERY_RUNS_API.runs, deliveryRunListSchema, { date });

/** GET …/runs/:id: the run with its stops in driving order. */
export const runQueryOptions = (id: number) => adminQueryOptions(DELIVERY_RUNS_API.run(id), deliveryRunSchema);

/** Every change answers the run as it now is: it replaces the run's data, and the day lists refresh. */
function useRunChange<Input>(id: number, send: (input: Input) => Promise<Response>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input): Promise<DeliveryRun> => deliveryRunSchema.parse(await (await send(input)).json()),
    onSuccess: (run) => {
      queryClient.setQueryData(runQueryOptions(id).queryKey, run);
      return queryClient.invalidateQueries({
        predicate: (query) =>
          String(query.queryKey[0]).startsWith(`${DELIVERY_RUNS_API.runs}?`) ||
          query.queryKey[0] === DELIVERY_RUNS_API.runs,
      });
    },
  });
}

/** POST …/runs/:id/start */
export const useStartRun = (id: number) => useRunChange(id, () => apiRequest('POST', DELIVERY_RUNS_API.start(id)));

/** PUT …/stops/:stopId/outcome (the answer is the stop's run). */
export const useRecordOutcome = (runId: number) =>
  useRunChange(runId, ({ stopId, outcome }: { stopId: number; outcome: StopOutcomeRequest }) =>
    apiRequest('PUT', DELIVERY_RUNS_API.stopOutcome(stopId), outcome),
  );

/** POST …/runs/:id/close */
export const useCloseRun = (id: number) =>
  useRunChange(id, (counted: CloseRunRequest) => apiRequest('POST', DELIVERY_RUNS_API.close(id), counted));
