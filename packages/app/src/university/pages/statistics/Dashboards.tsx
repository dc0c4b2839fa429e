// Dashboards of coordinators and managers (contributions per faculty and year, the exception lists) and the
// administrators' usage panels (most viewed pages, most active users, browsers).
import { useState, type FormEvent } from 'react';
import {
  Button,
  Card,
  Heading,
  Pagination,
  Stack,
  Table,
  Text,
  TextField,
  type TableColumn,
} from '@herald/ui';
import {
  type BrowserUsage,
  type ContributionException,
  type FacultyStatistics,
  type PageUsage,
  type UserActivity,
  type YearTotals,
  LIVE_DATA,
  UNIVERSITY_LINKS,
} from '@herald/protocol';
import { statistics } from '../../data/statistics';
import { useQuery } from '../../../shared/data/useQuery';
import { formatDateTime } from '../../../shared/format/dates';
import { t } from '../../../shared/i18n/en';
import { ErrorState, PageFrame, QueryView, SkeletonBlock } from '../../../shared/pages/common/Page';
import * as pageStyles from '../../../shared/pages/common/page.css';
import { pageCount } from '../admin/shared';
import { TextLink } from '../../../shared/pages/common/TextLink';
import { downloadFile } from '../contributions/download';
import { DownloadFailure, useDownloadFailure } from '../../../shared/pages/common/DownloadFailure';
import { BarChart } from './BarChart';
import { roleLabel } from '../../format/roles';

const FACULTY_COLUMNS: TableColumn<FacultyStatistics>[] = [
  { key: 'faculty', header: t.statistics.faculty, rowHeader: true, cell: (row) => row.facultyName },
  { key: 'year', header: t.statistics.year, cell: (row) => row.academicYear },
  {
    key: 'contributions',
    header: t.statistics.contributions,
    align: 'end',
    cell: (row) => row.contributions,
  },
  { key: 'share', header: t.statistics.share, align: 'end', cell: (row) => `${row.sharePercent}%` },
  { key: 'contributors', header: t.statistics.contributors, align: 'end', cell: (row) => row.contributors },
];

function Section({
  title,
  children,
  action,
}: {
  title: string;
  children: React.ReactNode;
  action?: React.ReactNode;
}) {
  return (
    <Card as="section" aria-label={title}>
      <Stack gap="md">
        <Heading level={2} size="md">
          {title}
        </Heading>
        {children}
        {action ? <div>{action}</div> : null}
      </Stack>
    </Card>
  );
}

/**
 * The statistics count contributions and their comments: whenever one is submitted, changed, commented, selected
 * or moves status, the server tells the dashboard's readers (every manager, the faculty's coordinators), and the
 * dashboard loads its figures again, keeping what it shows meanwhile.
 */
const LIVE = { refreshOnChange: LIVE_DATA.statistics };

function FacultyStatisticsSection({ csv }: { csv: boolean }) {
  const rows = useQuery('statistics/faculties', (signal) => statistics.faculties(signal), LIVE);
  const download = useDownloadFailure();
  return (
    <Section
      title={t.statistics.byFaculty}
      {...(csv && {
        action: (
          <Stack gap="sm">
            <div>
              <Button
                variant="secondary"
                onClick={() =>
                  download.start(() => downloadFile('/statistics/faculties.csv', 'statistics.csv'))
                }
              >
                {t.statistics.csv}
              </Button>
            </div>
            <DownloadFailure message={download.failure} />
          </Stack>
        ),
      })}
    >
      <QueryView query={rows} skeleton={<SkeletonBlock lines={4} />}>
        {(data) =>
          data.length === 0 ? (
            <Text tone="secondary">{t.statistics.noData}</Text>
          ) : (
            <BarChart
              title={t.statistics.byFaculty}
              bars={data.map((row) => ({
                label: row.facultyName,
                detail: row.academicYear,
                value: row.contributions,
              }))}
              caption={t.statistics.byFacultyCaption}
              columns={FACULTY_COLUMNS}
              rows={data}
              getRowId={(row) => `${row.facultyId}-${row.academicYear}`}
            />
          )
        }
      </QueryView>
    </Section>
  );
}

const YEAR_COLUMNS: TableColumn<YearTotals>[] = [
  { key: 'year', header: t.statistics.year, rowHeader: true, cell: (row) => row.academicYear },
  {
    key: 'contributions',
    header: t.statistics.contributions,
    align: 'end',
    cell: (row) => row.contributions,
  },
  { key: 'contributors', header: t.statistics.contributors, align: 'end', cell: (row) => row.contributors },
  { key: 'selected', header: t.statistics.selected, align: 'end', cell: (row) => row.selected },
  {
    key: 'uncommented',
    header: t.statistics.withoutComment,
    align: 'end',
    cell: (row) => row.withoutComment,
  },
];

function YearsSection() {
  const rows = useQuery('statistics/years', (signal) => statistics.years(signal), LIVE);
  return (
    <Section title={t.statistics.years}>
      <QueryView query={rows} skeleton={<SkeletonBlock lines={3} />}>
        {(data) => (
          <Table
            caption={t.statistics.yearsCaption}
            hideCaption
            columns={YEAR_COLUMNS}
            rows={data}
            getRowId={(row) => row.academicYear}
          />
        )}
      </QueryView>
    </Section>
  );
}

/** A contribution's review page, from its event's id and its own. */
type ReviewHref = (eventId: number, id: number) => string;

function exceptionColumns(reviewHref: ReviewHref | undefined): TableColumn<ContributionException>[] {
  return [
    {
      key: 'title',
      header: t.statistics.title,
      rowHeader: true,
      cell: (row) =>
        reviewHref ? (
          <TextLink href={reviewHref(row.eventId, row.contributionId)}>{row.title}</TextLink>
        ) : (
          row.title
        ),
    },
    { key: 'student', header: t.statistics.student, cell: (row) => row.studentName },
    { key: 'event', header: t.statistics.event, cell: (row) => row.eventName },
    { key: 'faculty', header: t.statistics.faculty, cell: (row) => row.facultyName },
    { key: 'days', header: t.statistics.days, align: 'end', cell: (row) => row.daysWithoutComment },
  ];
}

const EXCEPTION_PAGE_SIZE = 10;

/** One exception list: searched and paged on the server, so a long list stays short to read. */
function ExceptionSection({
  kind,
  reviewHref,
}: {
  kind: 'withoutComment' | 'overdue';
  /** The coordinator's review of a contribution, which the manager's dashboard does not link to. */
  reviewHref?: ReviewHref;
}) {
  const [page, setPage] = useState(0);
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const rows = useQuery(
    `statistics/${kind}?page=${page}&search=${search}`,
    (signal) =>
      statistics.exceptions(kind, { page, limit: EXCEPTION_PAGE_SIZE, ...(search && { search }) }, signal),
    LIVE,
  );
  const title = kind === 'overdue' ? t.statistics.overdue : t.statistics.withoutComment;
  const { state } = rows;
  const total = state.data?.totalCount ?? 0;

  function submitSearch(event: FormEvent) {
    event.preventDefault();
    setSearch(draft.trim());
    setPage(0);
  }

  return (
    <Section title={title}>
      <form className={pageStyles.filters} onSubmit={submitSearch} role="search" aria-label={title}>
        <TextField
          type="search"
          label={t.statistics.exceptionSearch(title)}
          description={t.statistics.exceptionSearchHelp}
          value={draft}
          onChange={setDraft}
        />
        <div>
          <Button type="submit" variant="secondary">
            {t.common.search}
          </Button>
        </div>
      </form>
      {state.status === 'error' ? (
        <ErrorState error={state.error} onRetry={rows.retry} />
      ) : (
        <Stack gap="sm">
          <Text size="sm" tone="secondary" role="status">
            {state.data ? t.statistics.exceptionCount(total) : t.common.loading}
          </Text>
          <Table
            caption={kind === 'overdue' ? t.statistics.overdueCaption : t.statistics.withoutCommentCaption}
            hideCaption
            columns={exceptionColumns(reviewHref)}
            rows={state.data?.data ?? []}
            getRowId={(row) => String(row.contributionId)}
            loading={state.status === 'loading'}
            emptyState={
              <Text tone="secondary">
                {search ? t.statistics.noMatchingExceptions(search) : t.statistics.noExceptions}
              </Text>
            }
          />
          {total > EXCEPTION_PAGE_SIZE ? (
            <Pagination
              page={page + 1}
              pageCount={pageCount(total, EXCEPTION_PAGE_SIZE)}
              onPageChange={(next) => setPage(next - 1)}
              labels={{ navigation: t.statistics.pagesOf(title) }}
            />
          ) : null}
        </Stack>
      )}
    </Section>
  );
}

export function CoordinatorDashboardPage() {
  return (
    <PageFrame lead={t.statistics.coordinatorLead}>
      <FacultyStatisticsSection csv={false} />
      <ExceptionSection kind="withoutComment" reviewHref={UNIVERSITY_LINKS.coordinator.review} />
      <ExceptionSection kind="overdue" reviewHref={UNIVERSITY_LINKS.coordinator.review} />
    </PageFrame>
  );
}

export function ManagerDashboardPage() {
  return (
    <PageFrame lead={t.statistics.managerLead}>
      <FacultyStatisticsSection csv />
      <YearsSection />
      <ExceptionSection kind="withoutComment" />
      <ExceptionSection kind="overdue" />
    </PageFrame>
  );
}

const PAGE_COLUMNS: TableColumn<PageUsage>[] = [
  { key: 'route', header: t.statistics.page, rowHeader: true, cell: (row) => row.route },
  { key: 'views', header: t.statistics.views, align: 'end', cell: (row) => row.views },
  { key: 'viewers', header: t.statistics.viewers, align: 'end', cell: (row) => row.viewers },
];

const USER_COLUMNS: TableColumn<UserActivity>[] = [
  { key: 'name', header: t.statistics.user, rowHeader: true, cell: (row) => row.name },
  { key: 'role', header: t.accounts.role, cell: (row) => roleLabel(row.roleID) },
  { key: 'views', header: t.statistics.views, align: 'end', cell: (row) => row.views },
  { key: 'last', header: t.statistics.lastView, cell: (row) => formatDateTime(row.lastViewAt) },
];

const BROWSER_COLUMNS: TableColumn<BrowserUsage>[] = [
  { key: 'browser', header: t.statistics.browser, rowHeader: true, cell: (row) => row.browser },
  { key: 'views', header: t.statistics.views, align: 'end', cell: (row) => row.views },
  { key: 'users', header: t.statistics.viewers, align: 'end', cell: (row) => row.users },
  { key: 'share', header: t.statistics.viewShare, align: 'end', cell: (row) => `${row.sharePercent}%` },
];

/** The administrators' usage panels. */
export function UsagePanels() {
  const pages = useQuery('statistics/pages', (signal) => statistics.pages(signal));
  const users = useQuery('statistics/users', (signal) => statistics.users(signal));
  const browsers = useQuery('statistics/browsers', (signal) => statistics.browsers(signal));
  return (
    <>
      <Section title={t.statistics.pages}>
        <QueryView query={pages} skeleton={<SkeletonBlock lines={3} />}>
          {(data) => (
            <BarChart
              title={t.statistics.pages}
              bars={data.map((row) => ({ label: row.route, value: row.views }))}
              caption={t.statistics.pagesCaption}
              columns={PAGE_COLUMNS}
              rows={data}
              getRowId={(row) => row.route}
            />
          )}
        </QueryView>
      </Section>
      <Section title={t.statistics.users}>
        <QueryView query={users} skeleton={<SkeletonBlock lines={3} />}>
          {(data) => (
            <BarChart
              title={t.statistics.users}
              bars={data.map((row) => ({ label: row.name, value: row.views }))}
              caption={t.statistics.usersCaption}
              columns={USER_COLUMNS}
              rows={data}
              getRowId={(row) => String(row.accountId)}
            />
          )}
        </QueryView>
      </Section>
      <Section title={t.statistics.browsers}>
        <QueryView query={browsers} skeleton={<SkeletonBlock lines={3} />}>
          {(data) => (
            <BarChart
              title={t.statistics.browsers}
              bars={data.map((row) => ({ label: row.browser, value: row.views }))}
              caption={t.statistics.browsersCaption}
              columns={BROWSER_COLUMNS}
              rows={data}
              getRowId={(row) => row.browser}
            />
          )}
        </QueryView>
      </Section>
    </>
  );
}
