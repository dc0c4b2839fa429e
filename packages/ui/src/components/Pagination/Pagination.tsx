import type { ComponentPropsWithRef } from 'react';
import { ChevronEndIcon, ChevronStartIcon } from '../../icons/ChevronStartIcon.js';
import * as styles from './Pagination.css.js';

/** Fixed words of the control, replaceable for other languages. */
export interface PaginationLabels {
  /** Names the landmark. */
  navigation: string;
  previous: string;
  next: string;
  /** The accessible name of a page button ("Page 3"). */
  page: (page: number) => string;
}

export const DEFAULT_PAGINATION_LABELS: PaginationLabels = {
  navigation: 'Pagination',
  previous: 'Previous page',
  next: 'Next page',
  page: (page) => `Page ${page}`,
};

/** A page number, or a gap between page numbers. */
export type PaginationItem = number | 'gap';

/**
 * The pages to show: always the first and last, `siblings` either side of the current one, and a gap where pages
 * are left out. A gap never stands for a single page; that page is shown instead.
 */
export function paginationItems(page: number, pageCount: number, siblings = 1): PaginationItem[] {
  // First, last, current, its siblings and two gaps: with no more pages than that, show them all.
  if (pageCount <= 2 * siblings + 5)
    return Array.from({ length: Math.max(pageCount, 0) }, (_, index) => index + 1);
  const from = Math.max(1, page - siblings);
  const to = Math.min(pageCount, page + siblings);
  const items: PaginationItem[] = [];
  const push = (value: number) => {
    if (!items.includes(value)) items.push(value);
  };
  push(1);
  if (from > 3) items.push('gap');
  else for (let value = 2; value < from; value += 1) push(value);
  for (let value = from; value <= to; value += 1) push(value);
  if (to < pageCount - 2) items.push('gap');
  else for (let value = to + 1; value < pageCount; value += 1) push(value);
  if (pageCount > 1) push(pageCount);
  return items;
}

export interface PaginationProps extends Omit<ComponentPropsWithRef<'nav'>, 'onChange'> {
  /** The current page, from 1. */
  page: number;
  pageCount: number;
  /** Called with the page the user chose. */
  onPageChange: (page: number) => void;
  /** Pages shown either side of the current one. */
  siblings?: number;
  labels?: Partial<PaginationLabels>;
}

/** Moves through the pages of a long list or table; the current page is marked for screen readers. */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  siblings = 1,
  labels,
  ...rest
}: PaginationProps) {
  const text = { ...DEFAULT_PAGINATION_LABELS, ...labels };
  if (pageCount < 1) return null;
  return (
    <nav {...rest} aria-label={text.navigation}>
      <ul className={styles.list}>
        <li>
          <button
            type="button"
            className={styles.page}
            disabled={page <= 1}
            aria-label={text.previous}
            onClick={() => onPageChange(page - 1)}
          >
            <ChevronStartIcon width={16} height={16} />
          </button>
        </li>
        {paginationItems(page, pageCount, siblings).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={styles.page}
                aria-label={text.page(item)}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => onPageChange(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={styles.page}
            disabled={page >= pageCount}
            aria-label={text.next}
            onClick={() => onPageChange(page + 1)}
          >
            <ChevronEndIcon width={16} height={16} />
          </button>
        </li>
      </ul>
    </nav>
  );
}
