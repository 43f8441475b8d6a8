import type { RunStatus } from '@shop/contracts/admin-delivery-runs';
import { Badge } from '@shop/ui/badge';
import { RUN_STATUS_LABELS, RUN_STATUS_TONES } from './run-words.js';

export function RunStatusBadge({ status }: { status: RunStatus }) {
  return <Badge tone={RUN_STATUS_TONES[status]}>{RUN_STATUS_LABELS[status]}</Badge>;
}
