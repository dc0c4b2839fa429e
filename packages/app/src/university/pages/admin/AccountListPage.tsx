// Accounts: server search, role and faculty filters, sort and paging, kept in the address so a view can be
// shared and the back button restores it.
import { useState, type FormEvent, type Key } from 'react';
import { useSearchParams } from 'react-router';
import {
  Button,
  EmptyState,
  Pagination,
  Select,
  SelectItem,
  Stack,
  Table,
  Text,
  TextField,
  type TableColumn,
  type TableSort,
} from '@herald/ui';
import { ACCOUNT_SORTS, UNIVERSITY_LINKS, type Account } from '@herald/protocol';
import { resources, type AccountQuery } from '../../data/resources';
import { useQuery } from '../../../shared/data/useQuery';
import { formatDateTime } from '../../../shared/format/dates';
import { t } from '../../../shared/i18n/en';
import { PageFrame, ErrorState } from '../../../shared/pages/common/Page';
import { TextLink } from '../../../shared/pages/common/TextLink';
import * as styles from '../../../shared/pages/common/page.css';
import { FacultiesLoadFailure, ROLE_OPTIONS, numberKey, pageCount, useFaculties } from './shared';
import { roleLabel } from '../../format/roles';
import { pageIndex, withChanges } from '../../../shared/pages/common/paging';

/** The administrators' pages, as the protocol declares them (decision 0046). */
const links = UNIVERSITY_LINKS.admin;

const PAGE_SIZE = 20;
type Sort = (typeof ACCOUNT_SORTS)[number];

function readQuery(params: URLSearchParams): AccountQuery {
  const sort = params.get('sort');
  const roleID = numberKey(params.get('role'));
  const facultyId = numberKey(params.get('faculty'));
  const search = params.get('q')?.trim();
  return {
    page: pageIndex(params),
    limit: PAGE_SIZE,
    sort: (ACCOUNT_SORTS as readonly string[]).includes(sort ?? '') ? (sort as Sort) : 'name',
    direction: params.get('direction') === 'desc' ? 'desc' : 'asc',
    ...(search && { search }),
    ...(roleID !== undefined && { roleID: roleID as AccountQuery['roleID'] }),
    ...(facultyId !== undefined && { facultyId }),
  };
}

const COLUMNS: TableColumn<Account>[] = [
  {
    key: 'name',
    header: t.accounts.name,
    rowHeader: true,
    sortValue: (account) => account.name,
    cell: (account) => <TextLink href={links.account(account.id)}>{account.name}</TextLink>,
  },
  { key: 'email', header: t.accounts.email, sortValue: (account) => account.email, cell: (a) => a.email },
  { key: 'role', header: t.accounts.role, cell: (account) => roleLabel(account.roleID) },
  { key: 'faculty', header: t.accounts.faculty, cell: (account) => account.facultyName ?? t.common.none },
  {
    key: 'status',
    header: t.accounts.status,
    cell: (account) => (account.active ? t.accounts.active : t.accounts.inactive),
  },
  {
    key: 'lastLoginAt',
    header: t.accounts.lastSignIn,
    sortValue: (account) => account.lastLoginAt ?? '',
    cell: (account) => formatDateTime(account.lastLoginAt) ?? t.common.never,
  },
  {
    key: 'createdAt',
    header: t.accounts.created,
    sortValue: (account) => account.createdAt,
    cell: (account) => formatDateTime(account.createdAt),
  },
];

export default function AccountListPage() {
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const accounts = useQuery(`accounts?${JSON.stringify(query)}`, (signal) =>
    resources.accounts(query, signal),
  );
  const faculties = useFaculties();
  const [search, setSearch] = useState(query.search ?? '');

  function update(changes: Record<string, string | undefined>) {
    setParams(withChanges(params, changes));
  }

  function submitSearch(event: FormEvent) {
    event.preventDefault();
    update({ q: search.trim() });
  }

  const sort: TableSort = {
    column: query.sort ?? 'name',
    direction: query.direction === 'desc' ? 'descending' : 'ascending',
  };
  const { state } = accounts;
  const total = state.data?.totalCount ?? 0;

  return (
    <PageFrame
      lead={t.accounts.lead}
      actions={
        <TextLink action href={links.accountCreate()}>
          {t.accounts.create}
        </TextLink>
      }
    >
      <form
        className={styles.filters}
        onSubmit={submitSearch}
        role="search"
        aria-label={t.accounts.searchLabel}
      >
        <TextField type="search" label={t.accounts.searchLabel} value={search} onChange={setSearch} />
        <Select
          label={t.accounts.roleFilter}
          selectedKey={query.roleID !== undefined ? String(query.roleID) : 'any'}
          onSelectionChange={(key: Key | null) => update({ role: key === 'any' ? undefined : String(key) })}
        >
          {[
            <SelectItem key="any">{t.accounts.anyRole}</SelectItem>,
            ...ROLE_OPTIONS.map((role) => <SelectItem key={role.id}>{role.name}</SelectItem>),
          ]}
        </Select>
        <Select
          label={t.accounts.facultyFilter}
          selectedKey={query.facultyId !== undefined ? String(query.facultyId) : 'any'}
          onSelectionChange={(key: Key | null) =>
            update({ faculty: key === 'any' ? undefined : String(key) })
          }
        >
          {[
            <SelectItem key="any">{t.accounts.anyFaculty}</SelectItem>,
            ...(faculties.state.data ?? []).map((faculty) => (
              <SelectItem key={String(faculty.id)}>{faculty.name}</SelectItem>
            )),
          ]}
        </Select>
        <div>
          <Button type="submit" variant="secondary">
            {t.common.search}
          </Button>
        </div>
      </form>
      <FacultiesLoadFailure faculties={faculties} />
      {state.status === 'error' ? (
        <ErrorState error={state.error} onRetry={accounts.retry} />
      ) : (
        <Stack gap="md">
          <Text size="sm" tone="secondary" role="status">
            {state.data ? t.common.resultCount(total) : t.common.loading}
          </Text>
          <Table
            caption={t.accounts.caption}
            hideCaption
            columns={COLUMNS}
            rows={state.data?.data ?? []}
            getRowId={(account) => String(account.id)}
            loading={state.status === 'loading'}
            loadingRows={5}
            sort={sort}
            onSortChange={(next) =>
              update({ sort: next.column, direction: next.direction === 'descending' ? 'desc' : 'asc' })
            }
            emptyState={<EmptyState title={t.accounts.emptyTitle} description={t.accounts.emptyText} />}
          />
          {total > PAGE_SIZE ? (
            <Pagination
              page={(query.page ?? 0) + 1}
              pageCount={pageCount(total, PAGE_SIZE)}
              onPageChange={(page) => update({ page: String(page) })}
            />
          ) : null}
        </Stack>
      )}
    </PageFrame>
  );
}
