import { useState } from 'react';
import type { AdminDeliveryWindow, AdminDeliveryZone } from '@shop/contracts/admin-delivery';
import { Badge } from '@shop/ui/badge';
import { Button } from '@shop/ui/button';
import { readApiError } from '@shop/ui/read-api-error';
import { useToast } from '@shop/ui/toast';
import { DataTable, type Column } from '../../list-kit/data-table.js';
import {
  useAddWindow,
  useChangeWindow,
  useChangeZone,
  useRemoveZone,
  useRetireWindow,
} from './api/delivery-schedule.js';
import { ConfirmButton } from './confirm-button.js';
import { WindowForm } from './window-form.js';
import { ZipCodesForm } from './zip-codes-form.js';
import { ZoneForm } from './zone-form.js';

const headingId = (zone: AdminDeliveryZone) => `delivery-zone-${zone.id}`;

/** One zone: its cutoff, ZIP codes and weekly windows; the owner edits them all here. */
export function ZoneSection({ zone, isOwner }: { zone: AdminDeliveryZone; isOwner: boolean }) {
  const [editingZone, setEditingZone] = useState(false);
  const [editingWindow, setEditingWindow] = useState<AdminDeliveryWindow>();
  const changeZone = useChangeZone(zone.id);
  const removeZone = useRemoveZone(zone.id);
  const addWindow = useAddWindow(zone.id);
  const retireWindow = useRetireWindow();
  const { toast } = useToast();

  async function remove() {
    try {
      await removeZone.mutateAsync();
      toast({ title: 'Zone Removed', description: `${zone.name} is no longer in the schedule.` });
    } catch (error) {
      toast({ title: 'Zone Not Removed', description: readApiError(error).message, variant: 'destructive' });
    }
  }
  async function retire(window: AdminDeliveryWindow) {
    try {
      await retireWindow.mutateAsync(window.id);
      toast({ title: 'Window Retired', description: `${window.label}: no new bookings; booked deliveries keep it.` });
    } catch (error) {
      toast({ title: 'Window Not Retired', description: readApiError(error).message, variant: 'destructive' });
    }
  }

  const columns: Column<AdminDeliveryWindow>[] = [
    { header: 'Window', cell: (window) => window.label },
    { header: 'Stops', cell: (window) => window.capacity, className: 'admin-products__number' },
    { header: 'Booked ahead', cell: (window) => window.bookingsAhead, className: 'admin-products__number' },
    ...(isOwner
      ? [
          {
            header: 'Actions',
            cell: (window: AdminDeliveryWindow) => (
              <span className="delivery-schedule__actions">
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Change ${window.label}`}
                  onClick={() => setEditingWindow(window)}
                >
                  Change
                </Button>
                <ConfirmButton
                  text="Retire"
                  confirmText="Yes, retire it"
                  name={window.label}
                  busy={retireWindow.isPending}
                  onConfirm={() => void retire(window)}
                />
              </span>
            ),
          },
        ]
      : []),
  ];

  return (
    <section aria-labelledby={headingId(zone)} className="delivery-schedule__zone">
      <h3 id={headingId(zone)}>
        {zone.name} {zone.catchAll ? <Badge tone="accent">Catch-all</Badge> : null}
      </h3>
      <p>
        {zone.cutoffLabel}.{' '}
        {zone.catchAll ? 'Also delivers to every ZIP within 50 miles of Cumming that no zone lists.' : null}
      </p>
      {isOwner && editingZone ? (
        <ZoneForm
          zone={zone}
          label={`Change ${zone.name}`}
          submitText="Save zone"
          save={(request) => changeZone.mutateAsync(request)}
          onSaved={() => setEditingZone(false)}
          onCancel={() => setEditingZone(false)}
        />
      ) : null}
      {isOwner && !editingZone ? (
        <p className="delivery-schedule__actions">
          <Button variant="secondary" size="sm" aria-label={`Change ${zone.name}`} onClick={() => setEditingZone(true)}>
            Change name or cutoff
          </Button>
          <ConfirmButton
            text="Remove"
            confirmText="Yes, remove the zone"
            name={zone.name}
            busy={removeZone.isPending}
            onConfirm={() => void remove()}
          />
        </p>
      ) : null}
      {isOwner ? (
        <ZipCodesForm key={zone.zipCodes.join(',')} zone={zone} />
      ) : (
        <p>ZIP codes: {zone.zipCodes.length > 0 ? zone.zipCodes.join(', ') : 'none listed'}</p>
      )}
      <h4 id={`${headingId(zone)}-windows`}>Weekly windows</h4>
      {zone.windows.length > 0 ? (
        <DataTable
          columns={columns}
          items={zone.windows}
          rowKey={(window) => window.id}
          labelledBy={`${headingId(zone)}-windows`}
        />
      ) : (
        <p>No windows: shoppers here cannot book a delivery.</p>
      )}
      {isOwner && editingWindow ? (
        <EditWindow key={editingWindow.id} window={editingWindow} onDone={() => setEditingWindow(undefined)} />
      ) : null}
      {isOwner && !editingWindow ? (
        <WindowForm
          label={`Add a window to ${zone.name}`}
          submitText="Add window"
          save={(request) => addWindow.mutateAsync(request)}
        />
      ) : null}
    </section>
  );
}

function EditWindow({ window, onDone }: { window: AdminDeliveryWindow; onDone: () => void }) {
  const changeWindow = useChangeWindow(window.id);
  return (
    <WindowForm
      current={window}
      label={`Change ${window.label}`}
      submitText="Save window"
      save={(request) => changeWindow.mutateAsync(request)}
      onSaved={onDone}
      onCancel={onDone}
    />
  );
}
