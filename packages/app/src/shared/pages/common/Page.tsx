// Page scaffolding shared by the shell's pages: the frame (breadcrumbs, heading, lead, actions), the states of
// loaded data (skeleton, error with retry), definition lists and form messages.
import type { ReactNode } from 'react';
import {
  Breadcrumbs,
  Button,
  Card,
  EmptyState,
  Inline,
  Skeleton,
  Stack,
  Text,
  type BreadcrumbItem,
} from '@herald/ui';
import type { QueryResult } from '../../data/useQuery';
import { messageOf } from '../../data/http';
import { t } from '../../i18n/en';
import { usePageTitle } from '../../shell/page-title';
import { PageHeading } from '../PageHeading';
import * as styles from './page.css';

export interface PageFrameProps {
  /** The h1; the route's title by default. */
  title?: string;
  lead?: ReactNode;
  breadcrumbs?: readonly BreadcrumbItem[];
  /** Buttons or links beside the heading. */
  actions?: ReactNode;
  children?: ReactNode;
}

export function PageFrame({ title, lead, breadcrumbs, actions, children }: PageFrameProps) {
  const routeTitle = usePageTitle();
  return (
    <Stack gap="lg" className={styles.page}>
      {breadcrumbs ? <Breadcrumbs items={breadcrumbs} /> : null}
      <Inline gap="md" align="spaceBetween" alignY="center" wrap>
        <Stack gap="xs">
          <PageHeading>{title ?? routeTitle ?? ''}</PageHeading>
          {lead ? (
            <Text tone="secondary" size="sm">
              {lead}
            </Text>
          ) : null}
        </Stack>
        {actions ? (
          <Inline gap="sm" wrap>
            {actions}
          </Inline>
        ) : null}
      </Inline>
      {children}
    </Stack>
  );
}

/** What a failed load shows: the reason and a retry; `title` names what failed when the page shows more. */
export function ErrorState({
  error,
  onRetry,
  title = t.common.loadFailed,
}: {
  error: unknown;
  onRetry: () => void;
  title?: string;
}) {
  return (
    <div role="alert">
      <EmptyState
        title={title}
        description={messageOf(error)}
        action={
          <Button variant="secondary" onClick={onRetry}>
            {t.common.retry}
          </Button>
        }
      />
    </div>
  );
}

/** Placeholder lines with the size of what is coming. */
export function SkeletonBlock({ lines = 4 }: { lines?: number }) {
  return (
    <Card aria-busy="true" aria-label={t.common.loading}>
      <Stack gap="sm">
        {Array.from({ length: lines }, (_, index) => (
          <Skeleton key={index} width={index === 0 ? '40%' : '100%'} />
        ))}
      </Stack>
    </Card>
  );
}

/** Shows the loaded data, a skeleton until the first answer, or the error with a retry. */
export function QueryView<T>({
  query,
  skeleton,
  children,
}: {
  query: QueryResult<T>;
  skeleton?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { state } = query;
  if (state.status === 'error') return <ErrorState error={state.error} onRetry={query.retry} />;
  if (state.data === undefined) return <>{skeleton ?? <SkeletonBlock />}</>;
  return <>{children(state.data)}</>;
}

/** Newer and Older for a list the server pages without a total (`hasMore`), newest first. */
export function NewerOlder({
  page,
  hasMore,
  onPage,
}: {
  page: number;
  hasMore: boolean;
  onPage: (page: number) => void;
}) {
  return (
    <Inline gap="sm" align="end">
      <Button variant="secondary" disabled={page === 0} onClick={() => onPage(page - 1)}>
        {t.dashboard.newer}
      </Button>
      <Button variant="secondary" disabled={!hasMore} onClick={() => onPage(page + 1)}>
        {t.dashboard.older}
      </Button>
    </Inline>
  );
}

/** Label and value pairs, as a definition list. */
export function Details({ items }: { items: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className={styles.details}>
      {items.map(([label, value]) => (
        <div key={label} className={styles.detailRow}>
          <dt className={styles.detailTerm}>{label}</dt>
          <dd className={styles.detailValue}>{value ?? t.common.none}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A form-level failure, announced. */
export function FormAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Card tone="danger" role="alert">
      <Text size="sm">{message}</Text>
    </Card>
  );
}

/** A success line, announced politely. */
export function FormStatus({ message }: { message: string | undefined }) {
  return (
    <div role="status" aria-live="polite">
      {message ? (
        <Card tone="success">
          <Text size="sm">{message}</Text>
        </Card>
      ) : null}
    </div>
  );
}

/** The first message per field of a schema's issues. */
export function issuesByField(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    errors[key] ??= issue.message;
  }
  return errors;
}
