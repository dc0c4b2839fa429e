// Contributions of an event: the student's own, all of them for the coordinator (status, without comment and
// overdue filters), or the published ones for coordinators, managers and guests.
import { useState, type FormEvent, type Key } from 'react';
import { useSearchParams } from 'react-router';
import {
  Button,
  Checkbox,
  EmptyState,
  Pagination,
  Select,
  SelectItem,
  Stack,
  Table,
  Text,
  TextField,
  type TableColumn,
} from '@herald/ui';
import { CONTRIBUTION_STATUSES, type Contribution, type ContributionStatus } from '@herald/protocol';
import { contributions, type ContributionQuery } from '../../data/contributions';
import { resources } from '../../data/resources';
import { payloadId } from '../../../shared/data/live';
import { useQuery } from '../../../shared/data/useQuery';
import { formatDate, formatDateTime } from '../../../shared/format/dates';
import { t } from '../../../shared/i18n/en';
import { ErrorState, PageFrame } from '../../../shared/pages/common/Page';
import { DownloadFailure, useDownloadFailure } from '../../../shared/pages/common/DownloadFailure';
import { TextLink } from '../../../shared/pages/common/TextLink';
import * as styles from '../../../shared/pages/common/page.css';
import { pageCount, useRouteId } from '../admin/shared';
import { pageIndex, withChanges } from '../../../shared/pages/common/paging';

const PAGE_SIZE = 20;

export type ListKind = 'mine' | 'review' | 'published';

/** The pages a list links to: its role's links from the protocol (UNIVERSITY_LINKS). */
export interface ContributionListLinks {
  events: () => string;
  event: (id: number) => string;
  contribution: (eventId: number, id: number) => string;
  /** The student's form for a new contribution. */
  create?: (eventId: number) => string;
  /** The coordinator's review of a contribution. */
  review?: (eventId: number, id: number) => string;
}

export function ContributionListPage({
  kind,
  links,
  zip: offersZip = false,
}: {
  kind: ListKind;
  links: ContributionListLinks;
  /** The manager's list: the ZIP of the event's selected work. */
  zip?: boolean;
}) {
  const eventId = useRouteId('eventId');
  const [params, setParams] = useSearchParams();
  const page = pageIndex(params);
  const status = (CONTRIBUTION_STATUSES as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as ContributionStatus)
    : undefined;
  const withoutComment = params.get('uncommented') === '1';
  const onlyOverdue = params.get('overdue') === '1';
  const search = (params.get('q') ?? '').trim().slice(0, 100);
  // The filters run on the server, so that the count and every page match them.
  const query: ContributionQuery = {
    page,
    limit: PAGE_SIZE,
    ...(kind === 'published' && { selected: 'true' }),
    ...(kind === 'review' && status && { status }),
    ...(kind === 'review' && withoutComment && { withoutComment: 'true' }),
    ...(kind === 'review' && onlyOverdue && { overdue: 'true' }),
    ...(kind !== 'mine' && search && { search }),
  };
  // A new submission, comment, status or selection in this event shows in the list without a reload.
  const list = useQuery(
    `contributions/${kind}/${eventId}?${JSON.stringify(query)}`,
    (signal) =>
      eventId === undefined
        ? Promise.reject(new Error('Event not found'))
        : contributions.ofEvent(eventId, query, signal),
    { refreshOn: (message) => payloadId(message, 'eventId') === eventId },
  );
  const event = useQuery(`event/${eventId}`, (signal) =>
    eventId === undefined ? Promise.reject(new Error('Event not found')) : resources.event(eventId, signal),
  );

  const [draft, setDraft] = useState(search);
  const zip = useDownloadFailure();

  function submitSearch(event: FormEvent) {
    event.preventDefault();
    setFilter('q', draft.trim() || undefined);
  }

  function setFilter(name: string, value: string | undefined) {
    setParams(withChanges(params, { [name]: value }));
  }

  const rows = list.state.data?.data ?? [];
  const review = kind === 'review' ? links.review : undefined;
  const columns: TableColumn<Contribution>[] = [
    {
      key: 'title',
      header: t.contributions.title,
      rowHeader: true,
      cell: (row) => <TextLink href={links.contribution(row.eventId, row.id)}>{row.title}</TextLink>,
    },
    ...(kind === 'mine'
      ? []
      : [{ key: 'student', header: t.contributions.student, cell: (row: Contribution) => row.studentName }]),
    ...(kind === 'published'
      ? [{ key: 'event', header: t.contributions.event, cell: (row: Contribution) => row.eventName }]
      : [
          {
            key: 'status',
            header: t.contributions.status,
            cell: (row: Contribution) => t.contributions.statuses[row.status],
          },
          {
            key: 'comments',
            header: t.contributions.comments,
            cell: (row: Contribution) => t.contributions.commentCount(row.commentCount),
          },
        ]),
    // Every row of a published list is selected: the column says when.
    kind === 'published'
      ? { key: 'selected', header: t.contributions.selectedOn, cell: (row) => formatDate(row.selectedAt) }
      : {
          key: 'selected',
          header: t.contributions.selected,
          cell: (row) => (row.selected ? t.common.yes : t.common.no),
        },
    { key: 'created', header: t.contributions.submittedAt, cell: (row) => formatDateTime(row.createdAt) },
    ...(review
      ? [
          {
            key: 'review',
            header: t.common.actions,
            cell: (row: Contribution) => (
              <TextLink href={review(row.eventId, row.id)}>{t.contributions.openReview}</TextLink>
            ),
          },
        ]
      : []),
  ];

  const eventData = event.state.data;
  const title =
    kind === 'mine'
      ? t.contributions.mine
      : kind === 'review'
        ? t.contributions.all
        : t.contributions.published;
  const lead =
    kind === 'mine'
      ? t.contributions.myLead
      : kind === 'review'
        ? t.contributions.allLead
        : t.contributions.publishedLead;
  const total = list.state.data?.totalCount ?? 0;
  const closedNotice =
    kind === 'mine' && eventData
      ? eventData.phase === 'upcoming'
        ? t.contributions.upcoming
        : eventData.phase === 'closed'
          ? t.contributions.closedForNew
          : eventData.phase === 'finalClosed'
            ? t.contributions.finalClosed
            : undefined
      : undefined;
  // The manager's ZIP: offered once the final closure date has passed and something is selected; otherwise
  // the page says why not, and when it opens.
  const managerPublished = kind === 'published' && offersZip && eventData !== undefined;
  const nothingSelected = !search && list.state.status === 'success' && total === 0;
  const zipReady = managerPublished && eventData.phase === 'finalClosed' && !nothingSelected;
  const zipNotice = !managerPublished
    ? undefined
    : eventData.phase !== 'finalClosed'
      ? t.contributions.zipOpensAt(formatDateTime(eventData.finalClosureDate, eventData.timeZone) ?? '')
      : nothingSelected
        ? t.contributions.zipNothingSelected
        : undefined;

  return (
    <PageFrame
      title={eventData ? `${title}: ${eventData.name}` : title}
      lead={lead}
      breadcrumbs={[
        { label: t.events.title, href: links.events() },
        ...(eventData ? [{ label: eventData.name, href: links.event(eventData.id) }] : []),
        { label: title },
      ]}
      actions={
        kind === 'mine' && links.create && eventData?.phase === 'open' ? (
          <TextLink action href={links.create(eventData.id)}>
            {t.contributions.create}
          </TextLink>
        ) : zipReady ? (
          <Button
            variant="secondary"
            onClick={() => zip.start(() => downloadZip(eventData.id, eventData.name))}
          >
            {t.contributions.download_all}
          </Button>
        ) : null
      }
    >
      {closedNotice ? <Text tone="secondary">{closedNotice}</Text> : null}
      {zipNotice ? <Text tone="secondary">{zipNotice}</Text> : null}
      <DownloadFailure message={zip.failure} />
      {kind !== 'mine' ? (
        <form
          className={styles.filters}
          onSubmit={submitSearch}
          role="search"
          aria-label={t.contributions.searchLabel}
        >
          <TextField type="search" label={t.contributions.searchLabel} value={draft} onChange={setDraft} />
          {kind === 'review' ? (
            <>
              <Select
                label={t.contributions.statusFilter}
                selectedKey={status ?? 'any'}
                onSelectionChange={(key: Key | null) =>
                  setFilter('status', key === 'any' ? undefined : String(key))
                }
              >
                {[
                  <SelectItem key="any">{t.contributions.anyStatus}</SelectItem>,
                  ...CONTRIBUTION_STATUSES.map((value) => (
                    <SelectItem key={value}>{t.contributions.statuses[value]}</SelectItem>
                  )),
                ]}
              </Select>
              <Checkbox
                isSelected={withoutComment}
                onChange={(on) => setFilter('uncommented', on ? '1' : undefined)}
              >
                {t.contributions.withoutComment}
              </Checkbox>
              <Checkbox
                isSelected={onlyOverdue}
                onChange={(on) => setFilter('overdue', on ? '1' : undefined)}
              >
                {t.contributions.overdue}
              </Checkbox>
            </>
          ) : null}
          <div>
            <Button type="submit" variant="secondary">
              {t.common.search}
            </Button>
          </div>
        </form>
      ) : null}
      {list.state.status === 'error' ? (
        <ErrorState error={list.state.error} onRetry={list.retry} />
      ) : (
        <Stack gap="md">
          <Table
            caption={title}
            hideCaption
            columns={columns}
            rows={rows}
            getRowId={(row) => String(row.id)}
            loading={list.state.status === 'loading'}
            emptyState={
              <EmptyState
                title={
                  kind === 'mine'
                    ? t.contributions.emptyMine
                    : kind === 'review'
                      ? t.contributions.emptyAll
                      : t.contributions.emptyPublished
                }
                {...(kind === 'mine' &&
                  eventData?.phase === 'open' && { description: t.contributions.emptyMineOpen })}
              />
            }
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

/** The ZIP of an event's selected work, for managers once the final closure date has passed. */
async function downloadZip(eventId: number, name: string) {
  const { downloadFile } = await import('./download');
  await downloadFile(`/academic-events/${eventId}/contributions/download`, `${name}.zip`);
}
