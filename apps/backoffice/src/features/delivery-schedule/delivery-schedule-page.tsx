import { useQuery } from '@tanstack/react-query';
import { Button } from '@shop/ui/button';
import { useAuth } from '@shop/ui/use-auth';
import { useDocumentTitle } from '@shop/ui/use-document-title';
import { useState } from 'react';
import { QueryStates } from '../../list-kit/query-states.js';
import { scheduleQueryOptions, useAddZone } from './api/delivery-schedule.js';
import { ClosureForm } from './closure-form.js';
import { ClosuresTable } from './closures-table.js';
import { ZoneForm } from './zone-form.js';
import { ZoneSection } from './zone-section.js';
import './delivery-schedule.css';

/**
 * /admin/delivery: when the shop delivers where. Staff see the schedule and close days (a holiday,
 * a sick driver); zones, ZIP codes, cutoffs and weekly windows are the owner's.
 */
export function DeliverySchedulePage() {
  useDocumentTitle('Delivery schedule | Back office');
  const schedule = useQuery(scheduleQueryOptions());
  const { user } = useAuth();
  const isOwner = user?.role === 'owner';
  const addZone = useAddZone();
  const [addingZone, setAddingZone] = useState(false);
  return (
    <section className="delivery-schedule">
      <h1>Delivery schedule</h1>
      <QueryStates
        query={schedule}
        errorText="The delivery schedule could not be loaded. Reload the page to try again."
      >
        {({ zones, closures, today, bookingDays }) => (
          <>
            <p>
              Shoppers book a window up to {bookingDays} days ahead, in the shop&apos;s time (Cumming, GA).
              {isOwner ? null : ' Only the owner changes zones and windows; you can close days.'}
            </p>
            <section aria-labelledby="delivery-closures">
              <h2 id="delivery-closures">Closures</h2>
              <ClosuresTable closures={closures} />
              <h3>Close days</h3>
              <ClosureForm zones={zones} today={today} />
            </section>
            <section aria-labelledby="delivery-zones">
              <h2 id="delivery-zones">Zones</h2>
              {zones.length === 0 ? <p>No zones yet: shoppers cannot book a delivery.</p> : null}
              {zones.map((zone) => (
                <ZoneSection key={zone.id} zone={zone} isOwner={isOwner} />
              ))}
              {isOwner && addingZone ? (
                <ZoneForm
                  label="Add a zone"
                  submitText="Add zone"
                  save={(request) => addZone.mutateAsync(request)}
                  onSaved={() => setAddingZone(false)}
                  onCancel={() => setAddingZone(false)}
                />
              ) : null}
              {isOwner && !addingZone ? (
                <Button variant="secondary" onClick={() => setAddingZone(true)}>
                  Add a zone
                </Button>
              ) : null}
            </section>
          </>
        )}
      </QueryStates>
    </section>
  );
}
