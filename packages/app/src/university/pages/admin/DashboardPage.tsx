// The administrator's dashboard with what the server offers: totals, the latest events and the audit log.
import { useState } from 'react';
import { Card, EmptyState, Grid, Heading, Stack, Table, Text, type TableColumn } from '@herald/ui';
import { UNIVERSITY_LINKS } from '@herald/protocol';
import { resources, type AuditEntry } from '../../data/resources';
import { useQuery } from '../../../shared/data/useQuery';
import { describeAuditEntry } from '../../format/audit';
import { formatDateTime } from '../../../shared/format/dates';
import { t } from '../../../shared/i18n/en';
import {
  ErrorState,
  NewerOlder,
  PageFrame,
  QueryView,
  SkeletonBlock,
} from '../../../shared/pages/common/Page';
import { TextLink } from '../../../shared/pages/common/TextLink';
import * as styles from '../../../shared/pages/common/page.css';
import { UsagePanels } from '../statistics/Dashboards';

/** The administrators' pages, as the protocol declares them (decision 0046). */
const links = UNIVERSITY_LINKS.admin;

const AUDIT_PAGE_SIZE = 10;

/** Who acted: the account by name with its email, a guest visit, or the system. */
function AuditActor({ entry }: { entry: AuditEntry }) {
  if (entry.accountId === null)
    return <>{entry.guestSessionId ? t.dashboard.guestVisit : t.dashboard.system}</>;
  return (
    <Stack gap="xs">
      <TextLink href={links.account(entry.accountId)}>{entry.accountName ?? `#${entry.accountId}`}</TextLink>
      {entry.accountEmail ? (
        <Text tone="secondary" size="sm">
          {entry.accountEmail}
        </Text>
      ) : null}
    </Stack>
  );
}

const AUDIT_COLUMNS: TableColumn<AuditEntry>[] = [
  { key: 'at', header: t.dashboard.auditWhen, cell: (entry) => formatDateTime(entry.at) },
  {
    key: 'who',
    header: t.dashboard.auditWho,
    cell: (entry) => <AuditActor entry={entry} />,
  },
  { key: 'action', header: t.dashboard.auditAction, rowHeader: true, cell: describeAuditEntry },
];

function Totals() {
  const totals = useQuery('dashboard/totals', async (signal) => {
    const [faculties, events, accounts] = await Promise.all([
      resources.faculties(signal),
      resources.events({}, signal),
      resources.accounts({ limit: 1 }, signal),
    ]);
    return {
      faculties: faculties.length,
      events: events.length,
      openEvents: events.filter((event) => event.phase === 'open').length,
      accounts: accounts.totalCount ?? accounts.data.length,
      latest: events.slice(0, 5),
    };
  });
  return (
    <QueryView query={totals} skeleton={<SkeletonBlock lines={3} />}>
      {(data) => (
        <Stack gap="lg">
          <section aria-label={t.dashboard.totals}>
            <Grid columns={{ mobile: 2, desktop: 4 }} gap="md">
              {(
                [
                  [t.dashboard.faculties, data.faculties, links.faculties()],
                  [t.dashboard.events, data.events, links.events()],
                  [t.dashboard.openEvents, data.openEvents, links.events()],
                  [t.dashboard.accounts, data.accounts, links.accounts()],
                ] as const
              ).map(([label, value, href]) => (
                <Card key={label}>
                  <Stack gap="xs">
                    <Text size="sm" tone="secondary">
                      <TextLink href={href}>{label}</TextLink>
                    </Text>
                    <p className={styles.stat}>{value}</p>
                  </Stack>
                </Card>
              ))}
            </Grid>
          </section>
          <Card>
            <Stack gap="sm">
              <Heading level={2} size="md">
                {t.dashboard.recentEvents}
              </Heading>
              {data.latest.length === 0 ? (
                <Text tone="secondary">{t.dashboard.noEvents}</Text>
              ) : (
                <Stack as="ul" gap="xs">
                  {data.latest.map((event) => (
                    <li key={event.id}>
                      <TextLink href={links.event(event.id)}>{event.name}</TextLink>{' '}
                      <Text as="span" size="sm" tone="secondary">
                        {event.facultyName} · {t.events.phases[event.phase]}
                      </Text>
                    </li>
                  ))}
                </Stack>
              )}
            </Stack>
          </Card>
        </Stack>
      )}
    </QueryView>
  );
}

function AuditLog() {
  const [page, setPage] = useState(0);
  const audit = useQuery(`audit?page=${page}`, (signal) =>
    resources.auditLog({ page, limit: AUDIT_PAGE_SIZE }, signal),
  );
  const { state } = audit;
  return (
    <Stack gap="sm">
      <Heading level={2} size="md">
        {t.dashboard.audit}
      </Heading>
      {state.status === 'error' ? (
        <ErrorState error={state.error} onRetry={audit.retry} />
      ) : (
        <>
          <Table
            caption={t.dashboard.auditCaption}
            hideCaption
            columns={AUDIT_COLUMNS}
            rows={state.data?.data ?? []}
            getRowId={(entry) => String(entry.id)}
            loading={state.status === 'loading'}
            emptyState={<EmptyState title={t.dashboard.auditEmpty} headingLevel={3} />}
          />
          <NewerOlder page={page} hasMore={Boolean(state.data?.hasMore)} onPage={setPage} />
        </>
      )}
    </Stack>
  );
}

export default function DashboardPage() {
  return (
    <PageFrame lead={t.dashboard.lead}>
      <Totals />
      <UsagePanels />
      <AuditLog />
    </PageFrame>
  );
}
