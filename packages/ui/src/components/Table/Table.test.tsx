import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UIProvider } from '../UIProvider/UIProvider.js';
import { Table, type TableColumn, type TableProps } from './Table.js';

interface Row {
  id: string;
  title: string;
  comments: number;
}

const rows: Row[] = [
  { id: 'a', title: 'Épreuve', comments: 10 },
  { id: 'b', title: 'apple', comments: 2 },
  { id: 'c', title: 'Banana', comments: 33 },
];

const columns: TableColumn<Row>[] = [
  { key: 'title', header: 'Title', cell: (row) => row.title, sortValue: (row) => row.title, rowHeader: true },
  {
    key: 'comments',
    header: 'Comments',
    cell: (row) => row.comments,
    sortValue: (row) => row.comments,
    align: 'end',
  },
  { key: 'id', header: 'Reference', cell: (row) => row.id },
];

function renderTable(props: Partial<TableProps<Row>> = {}) {
  render(
    <UIProvider>
      <Table
        caption="Contributions"
        columns={columns}
        rows={rows}
        getRowId={(row) => row.id}
        getRowLabel={(row) => row.title}
        {...props}
      />
    </UIProvider>,
  );
  return userEvent.setup();
}

const order = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

describe('Table', () => {
  it('is a captioned table with column headers and row headers', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Contributions' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Title', 'Comments', 'Reference']);
    expect(order()).toEqual(['Épreuve', 'apple', 'Banana']);
  });

  it('sorts by keyboard with the locale collation, reverses on a second press and states it in aria-sort', async () => {
    const user = renderTable();
    screen.getByRole('button', { name: 'Title' }).focus();
    await user.keyboard('{Enter}');
    expect(order()).toEqual(['apple', 'Banana', 'Épreuve']);
    expect(screen.getByRole('columnheader', { name: 'Title' }).getAttribute('aria-sort')).toBe('ascending');
    await user.keyboard(' ');
    expect(order()).toEqual(['Épreuve', 'Banana', 'apple']);
    expect(screen.getByRole('columnheader', { name: 'Title' }).getAttribute('aria-sort')).toBe('descending');
  });

  it('sorts numbers as numbers and offers no sort button on a column without a sort value', async () => {
    const user = renderTable();
    await user.click(screen.getByRole('button', { name: 'Comments' }));
    expect(order()).toEqual(['apple', 'Épreuve', 'Banana']);
    expect(screen.queryByRole('button', { name: 'Reference' })).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Title' }).hasAttribute('aria-sort')).toBe(false);
  });

  it('leaves the order to the caller when the sort is controlled', async () => {
    const onSortChange = vi.fn();
    const user = renderTable({ sort: { column: 'title', direction: 'ascending' }, onSortChange });
    expect(order()).toEqual(['Épreuve', 'apple', 'Banana']);
    await user.click(screen.getByRole('button', { name: 'Title' }));
    expect(onSortChange).toHaveBeenCalledWith({ column: 'title', direction: 'descending' });
  });

  it('selects rows with Space and all rows from the header, reporting the ids', async () => {
    const onSelectionChange = vi.fn();
    const user = renderTable({ selectionMode: 'multiple', onSelectionChange });
    const apple = screen.getByRole('checkbox', { name: 'Select apple' });
    apple.focus();
    await user.keyboard(' ');
    expect(onSelectionChange).toHaveBeenLastCalledWith(new Set(['b']));
    const all = screen.getByRole('checkbox', { name: 'Select all rows' }) as HTMLInputElement;
    expect(all.indeterminate).toBe(true);
    await user.click(all);
    expect(onSelectionChange).toHaveBeenLastCalledWith(new Set(['a', 'b', 'c']));
    await user.click(all);
    expect(onSelectionChange).toHaveBeenLastCalledWith(new Set());
  });

  it('marks itself busy while loading and shows the empty state when there are no rows', () => {
    const { unmount } = render(
      <UIProvider>
        <Table caption="Contributions" columns={columns} rows={[]} getRowId={(row) => row.id} loading />
      </UIProvider>,
    );
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('Loading')).toBeTruthy();
    unmount();
    renderTable({ rows: [], emptyState: <p>No contributions yet</p> });
    const cell = screen.getByText('No contributions yet').closest('td');
    expect(cell?.getAttribute('colspan')).toBe('3');
  });
});
