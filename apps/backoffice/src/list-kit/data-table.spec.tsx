import { Fragment } from 'react';
import { render, screen, within } from '@testing-library/react';
import { DataTable } from './data-table.js';
import { QueryStates } from './query-states.js';
import { useQuery } from '@tanstack/react-query';
import { AppProviders } from '@shop/ui/app-providers';

const people = [
  { id: 'a', name: 'Asha' },
  { id: 'r', name: 'Ravi' },
];

describe('DataTable', () => {
  it('names the table by a heading when given one', () => {
    render(
      <>
        <h2 id="people-heading">People</h2>
        <DataTable
          columns={[{ header: 'Name', cell: (person: (typeof people)[number]) => person.name }]}
          items={people}
          rowKey={(person) => person.id}
          labelledBy="people-heading"
        />
      </>,
    );
    expect(screen.getByRole('table', { name: 'People' })).toBeVisible();
  });

  it('lets the page draw whole rows of its own under the headers', () => {
    render(
      <DataTable
        headers={['Name', 'More']}
        items={people}
        rowKey={(person) => person.id}
        renderRow={(person) => (
          <Fragment>
            <tr>
              <td>{person.name}</td>
              <td>…</td>
            </tr>
            <tr>
              <td colSpan={2}>About {person.name}</td>
            </tr>
          </Fragment>
        )}
      />,
    );
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'More']);
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    expect(within(table).getByRole('cell', { name: 'About Ravi' })).toHaveAttribute('colspan', '2');
  });
});

describe('QueryStates', () => {
  function Team({ members }: { members: string[] }) {
    const team = useQuery({ queryKey: ['team', members], queryFn: async () => members });
    return (
      <QueryStates query={team} errorText="The team could not be loaded.">
        {(names) => <p>{names.length} on the team</p>}
      </QueryStates>
    );
  }

  it('never takes the data for empty unless the page says how', async () => {
    render(
      <AppProviders>
        <Team members={[]} />
      </AppProviders>,
    );
    expect(await screen.findByText('0 on the team')).toBeVisible();
  });
});
