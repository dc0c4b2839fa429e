import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination, paginationItems } from './Pagination.js';

describe('paginationItems', () => {
  it('shows every page when there are few', () => {
    expect(paginationItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the ends and the neighbours of the current page, with gaps between', () => {
    expect(paginationItems(6, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12]);
  });

  it('shows a lone left-out page instead of a gap', () => {
    expect(paginationItems(4, 12)).toEqual([1, 2, 3, 4, 5, 'gap', 12]);
  });

  it('has one page when there is one', () => {
    expect(paginationItems(1, 1)).toEqual([1]);
  });
});

describe('Pagination', () => {
  it('marks the current page and moves by keyboard', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={3} pageCount={10} onPageChange={onPageChange} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(screen.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Next page' }).focus();
    await user.keyboard('{Enter}');
    expect(onPageChange).toHaveBeenLastCalledWith(4);
    expect(nav.textContent).toContain('…');
  });

  it('disables Next on the last page', () => {
    render(<Pagination page={10} pageCount={10} onPageChange={() => undefined} />);
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('takes its words from labels', () => {
    render(
      <Pagination
        page={1}
        pageCount={2}
        onPageChange={() => undefined}
        labels={{ navigation: 'الصفحات', page: (page) => `الصفحة ${page}` }}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'الصفحات' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'الصفحة 2' })).toBeTruthy();
  });
});
