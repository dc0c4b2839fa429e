import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocale } from 'react-aria';
import { Icon } from '../../icons/Icon.js';
import { visuallyHidden } from '../../styles/a11y.css.js';
import { cx } from '../../utils/cx.js';
import { Skeleton } from '../Skeleton/Skeleton.js';
import * as styles from './Table.css.js';

export const SORT_DIRECTIONS = ['ascending', 'descending'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** The column the rows are ordered by, and which way. */
export interface TableSort {
  column: string;
  direction: SortDirection;
}

/** A value a column sorts by. */
export type SortValue = string | number | Date;

export interface TableColumn<Row> {
  /** Identifies the column in `sort`. */
  key: string;
  header: string;
  /** What the cell shows. */
  cell: (row: Row) => ReactNode;
  /** The value to order by; giving it makes the column sortable. */
  sortValue?: (row: Row) => SortValue;
  /** `end` for numbers and dates, so figures line up. */
  align?: 'start' | 'end';
  /** The column whose cell names its row (a `th` for the row), such as a contribution's title. */
  rowHeader?: boolean;
}

/** Fixed words of the table, replaceable for other languages. */
export interface TableLabels {
  selectAll: string;
  /** The accessible name of a row's checkbox, from the row's label. */
  selectRow: (rowLabel: string) => string;
  loading: string;
  empty: string;
}

export const DEFAULT_TABLE_LABELS: TableLabels = {
  selectAll: 'Select all rows',
  selectRow: (rowLabel) => `Select ${rowLabel}`,
  loading: 'Loading',
  empty: 'Nothing to show yet.',
};

export interface TableProps<Row> {
  /** Names the table; shown above it unless `hideCaption`. */
  caption: string;
  hideCaption?: boolean;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  /** Names a row for its checkbox ("Select Campus wildlife photo essay"); the row id otherwise. */
  getRowLabel?: (row: Row) => string;
  /** Controlled order: the rows are shown as given (sorted by the server) and `onSortChange` reports clicks. */
  sort?: TableSort;
  /** Starting order when the table sorts its own rows. */
  defaultSort?: TableSort;
  onSortChange?: (sort: TableSort) => void;
  /** `multiple` adds a checkbox to every row and a select-all checkbox to the header. */
  selectionMode?: 'none' | 'multiple';
  selectedIds?: ReadonlySet<string>;
  defaultSelectedIds?: ReadonlySet<string>;
  onSelectionChange?: (selectedIds: Set<string>) => void;
  /** Shows placeholder rows and marks the table busy. */
  loading?: boolean;
  /** How many placeholder rows to show while loading. */
  loadingRows?: number;
  /** Shown in place of rows when there are none, such as an EmptyState. */
  emptyState?: ReactNode;
  labels?: Partial<TableLabels>;
  className?: string;
}

function compareValues(a: SortValue, b: SortValue, collator: Intl.Collator): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  return collator.compare(String(a), String(b));
}

/** Keeps a prop-controlled value when given, and the component's own state otherwise. */
function useControllable<T>(value: T | undefined, initial: T): [T, (next: T) => void] {
  const [own, setOwn] = useState(initial);
  return [value === undefined ? own : value, setOwn];
}

function SortIcon({ direction }: { direction: SortDirection | undefined }) {
  return (
    <Icon size={14} className={styles.sortIcon}>
      {direction === 'ascending' ? <path d="m6 15 6-6 6 6" /> : null}
      {direction === 'descending' ? <path d="m6 9 6 6 6-6" /> : null}
      {direction === undefined ? <path d="m7 15 5 5 5-5M7 9l5-5 5 5" /> : null}
    </Icon>
  );
}

/** A checkbox that also shows "some selected". */
function SelectAllCheckbox({
  checked,
  indeterminate,
  label,
  onChange,
}: {
  checked: boolean;
  indeterminate: boolean;
  label: string;
  onChange: () => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className={styles.checkbox}
      checked={checked}
      aria-label={label}
      onChange={onChange}
    />
  );
}

/**
 * A cell's text in its own direction (`<bdi>`): a date or a name in English keeps its order in a right-to-left
 * table ("2 Mar 2026", not "Mar 2026 2"). Elements a cell renders are left as they are.
 */
function isolated(content: ReactNode): ReactNode {
  return typeof content === 'string' || typeof content === 'number' ? <bdi>{content}</bdi> : content;
}

/**
 * A data table: a native `<table>` with a caption, header cells, sortable columns (buttons in the headers, the
 * order stated by `aria-sort`), optional row selection with checkboxes, and loading and empty states. Sorts its
 * own rows with the locale's collation, or leaves ordering to the server when `sort` is controlled.
 */
export function Table<Row>({
  caption,
  hideCaption = false,
  columns,
  rows,
  getRowId,
  getRowLabel,
  sort: sortProp,
  defaultSort,
  onSortChange,
  selectionMode = 'none',
  selectedIds: selectedProp,
  defaultSelectedIds,
  onSelectionChange,
  loading = false,
  loadingRows = 3,
  emptyState,
  labels,
  className,
}: TableProps<Row>) {
  const text = { ...DEFAULT_TABLE_LABELS, ...labels };
  const captionId = useId();
  const { locale } = useLocale();
  const [sort, setSort] = useControllable<TableSort | undefined>(sortProp, defaultSort);
  const [selected, setSelected] = useControllable<ReadonlySet<string>>(
    selectedProp,
    defaultSelectedIds ?? new Set<string>(),
  );
  const selectable = selectionMode === 'multiple';

  const shownRows = useMemo(() => {
    const column = columns.find((candidate) => candidate.key === sort?.column);
    // A controlled sort means the rows arrive ordered.
    if (sortProp !== undefined || !sort || !column?.sortValue) return rows;
    const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
    const sign = sort.direction === 'ascending' ? 1 : -1;
    const valueOf = column.sortValue;
    return [...rows].sort((a, b) => sign * compareValues(valueOf(a), valueOf(b), collator));
  }, [rows, columns, sort, sortProp, locale]);

  function changeSort(column: string) {
    const next: TableSort = {
      column,
      direction: sort?.column === column && sort.direction === 'ascending' ? 'descending' : 'ascending',
    };
    setSort(next);
    onSortChange?.(next);
  }

  function changeSelection(next: Set<string>) {
    setSelected(next);
    onSelectionChange?.(next);
  }

  const rowIds = shownRows.map(getRowId);
  const selectedCount = rowIds.filter((id) => selected.has(id)).length;
  const allSelected = rowIds.length > 0 && selectedCount === rowIds.length;
  const columnCount = columns.length + (selectable ? 1 : 0);

  return (
    <div
      className={cx(styles.wrapper, className)}
      role="region"
      aria-labelledby={captionId}
      // A scrolling region must be reachable by keyboard (WCAG 2.1.1), so a wide table can be scrolled sideways.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      <table className={styles.table} aria-busy={loading || undefined}>
        <caption id={captionId} className={hideCaption ? visuallyHidden : styles.caption}>
          {caption}
        </caption>
        <thead className={styles.head}>
          <tr className={styles.headRow}>
            {selectable ? (
              <th scope="col" className={cx(styles.headerCell, styles.selectCell)}>
                <SelectAllCheckbox
                  checked={allSelected}
                  indeterminate={selectedCount > 0 && !allSelected}
                  label={text.selectAll}
                  onChange={() => changeSelection(allSelected ? new Set() : new Set(rowIds))}
                />
              </th>
            ) : null}
            {columns.map((column) => {
              const direction = sort?.column === column.key ? sort.direction : undefined;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={direction}
                  className={cx(
                    styles.headerCell,
                    column.align === 'end' && styles.alignEnd,
                    !column.sortValue && styles.plainHeaderCell,
                  )}
                >
                  {column.sortValue ? (
                    <button
                      type="button"
                      className={styles.sortButton}
                      onClick={() => changeSort(column.key)}
                    >
                      {column.header}
                      <SortIcon direction={direction} />
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className={styles.body}>
          {loading ? (
            Array.from({ length: loadingRows }, (_, index) => (
              <tr key={`loading-${index}`} className={styles.row}>
                {Array.from({ length: columnCount }, (_, cellIndex) => (
                  <td key={cellIndex} className={styles.cell}>
                    {index === 0 && cellIndex === 0 ? (
                      <span className={visuallyHidden}>{text.loading}</span>
                    ) : null}
                    <Skeleton width={cellIndex === 0 && selectable ? '16px' : '70%'} />
                  </td>
                ))}
              </tr>
            ))
          ) : shownRows.length === 0 ? (
            <tr className={styles.row}>
              <td colSpan={columnCount} className={styles.emptyCell}>
                {emptyState ?? text.empty}
              </td>
            </tr>
          ) : (
            shownRows.map((row) => {
              const id = getRowId(row);
              const isSelected = selected.has(id);
              return (
                <tr key={id} className={styles.row} data-selected={isSelected ? '' : undefined}>
                  {selectable ? (
                    <td className={cx(styles.cell, styles.selectCell)}>
                      <input
                        type="checkbox"
                        className={styles.checkbox}
                        checked={isSelected}
                        aria-label={text.selectRow(getRowLabel ? getRowLabel(row) : id)}
                        onChange={() => {
                          const next = new Set(selected);
                          if (isSelected) next.delete(id);
                          else next.add(id);
                          changeSelection(next);
                        }}
                      />
                    </td>
                  ) : null}
                  {columns.map((column) => {
                    const Cell = column.rowHeader ? 'th' : 'td';
                    return (
                      <Cell
                        key={column.key}
                        scope={column.rowHeader ? 'row' : undefined}
                        data-label={column.header}
                        className={cx(styles.cell, column.align === 'end' && styles.alignEnd)}
                      >
                        <div className={styles.cellValue}>{isolated(column.cell(row))}</div>
                      </Cell>
                    );
                  })}
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}
