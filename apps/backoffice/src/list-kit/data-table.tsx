import { Fragment, type Key, type ReactNode } from 'react';

/** One column: its header, and what each row shows in it. */
export interface Column<Item> {
  header: string;
  cell: (item: Item) => ReactNode;
  /** On the column's cells: "admin-products__number" right-aligns figures. */
  className?: string;
}

/** Columns, or headers and whole rows of the page's own (a row that opens another below it, say). */
export type TableRows<Item> =
  | { columns: readonly Column<Item>[]; headers?: never; renderRow?: never }
  | { headers: readonly string[]; renderRow: (item: Item) => ReactNode; columns?: never };

/** How rows are told apart and the table is named. */
export interface TableKeys<Item> {
  rowKey: (item: Item) => Key;
  /** The id of the heading that names the table, where one does. */
  labelledBy?: string;
}

export type DataTableProps<Item> = TableRows<Item> & TableKeys<Item> & { items: readonly Item[] };

/** The back office's table: a header row, then one row per item. */
export function DataTable<Item>(props: DataTableProps<Item>) {
  const { items, rowKey, labelledBy } = props;
  const headers = props.columns ? props.columns.map((column) => column.header) : props.headers;
  return (
    <table className="admin-table" aria-labelledby={labelledBy}>
      <thead>
        <tr>
          {headers.map((header) => (
            <th key={header} scope="col">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {items.map((item) =>
          props.columns ? (
            <tr key={rowKey(item)}>
              {props.columns.map((column) => (
                <td key={column.header} className={column.className}>
                  {column.cell(item)}
                </td>
              ))}
            </tr>
          ) : (
            <Fragment key={rowKey(item)}>{props.renderRow(item)}</Fragment>
          ),
        )}
      </tbody>
    </table>
  );
}
