// Published work across the events a reader may see (guests: their faculty's, when it admits guests).
import { useState } from 'react';
import { EmptyState, Pagination, Stack, Table, type TableColumn } from '@herald/ui';
import type { Contribution } from '@herald/protocol';
import { contributions } from '../../data/contributions';
import { useQuery } from '../../data/useQuery';
import { formatDate } from '../../format/dates';
import { t } from '../../i18n/en';
import { ErrorState, PageFrame } from '../common/Page';
import { TextLink } from '../common/TextLink';
import { pageCount } from '../admin/shared';

const PAGE_SIZE = 20;

export function PublishedListPage({ detailHref }: { detailHref: (row: Contribution) => string }) {
  const [page, setPage] = useState(0);
  const list = useQuery(`published?${page}`, (signal) =>
    contributions.list({ selected: 'true', page, limit: PAGE_SIZE }, signal),
  );
  const columns: TableColumn<Contribution>[] = [
    {
      key: 'title',
      header: t.contributions.title,
      rowHeader: true,
      cell: (row) => <TextLink href={detailHref(row)}>{row.title}</TextLink>,
    },
    { key: 'student', header: t.contributions.student, cell: (row) => row.studentName },
    { key: 'event', header: t.events.name, cell: (row) => row.eventName },
    { key: 'faculty', header: t.events.faculty, cell: (row) => row.facultyName },
    { key: 'year', header: t.events.academicYear, cell: (row) => row.academicYear },
    { key: 'selected', header: t.contributions.selected, cell: (row) => formatDate(row.selectedAt) },
  ];
  const total = list.state.data?.totalCount ?? 0;
  return (
    <PageFrame lead={t.contributions.publishedLead}>
      {list.state.status === 'error' ? (
        <ErrorState error={list.state.error} onRetry={list.retry} />
      ) : (
        <Stack gap="md">
          <Table
            caption={t.contributions.published}
            hideCaption
            columns={columns}
            rows={list.state.data?.data ?? []}
            getRowId={(row) => String(row.id)}
            loading={list.state.status === 'loading'}
            emptyState={<EmptyState title={t.contributions.emptyPublished} />}
          />
          {total > PAGE_SIZE ? (
            <Pagination
              page={page + 1}
              pageCount={pageCount(total, PAGE_SIZE)}
              onPageChange={(next) => setPage(next - 1)}
            />
          ) : null}
        </Stack>
      )}
    </PageFrame>
  );
}
