// Published work across the events a reader may see (guests: their faculty's, when it admits guests).
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button, EmptyState, Pagination, Stack, Table, TextField, type TableColumn } from '@herald/ui';
import type { Contribution } from '@herald/protocol';
import { contributions } from '../../data/contributions';
import { useQuery } from '../../../shared/data/useQuery';
import { formatDate } from '../../../shared/format/dates';
import { t } from '../../../shared/i18n/en';
import { ErrorState, PageFrame } from '../../../shared/pages/common/Page';
import { TextLink } from '../../../shared/pages/common/TextLink';
import { pageCount } from '../admin/shared';
import * as styles from '../../../shared/pages/common/page.css';
import { pageIndex, withChanges } from '../../../shared/pages/common/paging';

const PAGE_SIZE = 20;

export function PublishedListPage({ detailHref }: { detailHref: (row: Contribution) => string }) {
  const [params, setParams] = useSearchParams();
  const page = pageIndex(params);
  const search = (params.get('q') ?? '').trim().slice(0, 100);
  const [draft, setDraft] = useState(search);
  // The search runs on the server across the title, the student, the faculty and the event.
  const list = useQuery(`published?${page}&${search}`, (signal) =>
    contributions.list({ selected: 'true', page, limit: PAGE_SIZE, ...(search && { search }) }, signal),
  );

  function submitSearch(event: FormEvent) {
    event.preventDefault();
    setParams(withChanges(params, { q: draft.trim() }));
  }

  const columns: TableColumn<Contribution>[] = [
    {
      key: 'title',
      header: t.contributions.title,
      rowHeader: true,
      cell: (row) => <TextLink href={detailHref(row)}>{row.title}</TextLink>,
    },
    { key: 'student', header: t.contributions.student, cell: (row) => row.studentName },
    { key: 'event', header: t.contributions.event, cell: (row) => row.eventName },
    { key: 'faculty', header: t.events.faculty, cell: (row) => row.facultyName },
    { key: 'year', header: t.events.academicYear, cell: (row) => row.academicYear },
    { key: 'selected', header: t.contributions.selectedOn, cell: (row) => formatDate(row.selectedAt) },
  ];
  const total = list.state.data?.totalCount ?? 0;
  return (
    <PageFrame lead={t.contributions.publishedLead}>
      <form
        className={styles.filters}
        onSubmit={submitSearch}
        role="search"
        aria-label={t.contributions.searchLabel}
      >
        <TextField type="search" label={t.contributions.searchLabel} value={draft} onChange={setDraft} />
        <div>
          <Button type="submit" variant="secondary">
            {t.common.search}
          </Button>
        </div>
      </form>
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
              onPageChange={(next) => setParams(withChanges(params, { page: String(next) }))}
            />
          ) : null}
        </Stack>
      )}
    </PageFrame>
  );
}
