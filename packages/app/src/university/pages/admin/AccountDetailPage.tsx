import { useLocation } from 'react-router';
import { Card, Stack } from '@herald/ui';
import { UNIVERSITY_LINKS } from '@herald/protocol';
import { resources } from '../../data/resources';
import { useQuery } from '../../../shared/data/useQuery';
import { formatDateTime } from '../../../shared/format/dates';
import { t } from '../../../shared/i18n/en';
import { Details, FormStatus, PageFrame, QueryView } from '../../../shared/pages/common/Page';
import { TextLink } from '../../../shared/pages/common/TextLink';
import { useRouteId } from './shared';
import { roleLabel } from '../../format/roles';

/** The administrators' pages, as the protocol declares them (decision 0046). */
const links = UNIVERSITY_LINKS.admin;

/** The notice a form leaves for the page it leads to ("saved"). */
export function useNotice(): string | undefined {
  const state = useLocation().state as { notice?: unknown } | null;
  return typeof state?.notice === 'string' ? state.notice : undefined;
}

export default function AccountDetailPage() {
  const id = useRouteId();
  const notice = useNotice();
  const account = useQuery(`account/${id}`, (signal) =>
    id === undefined ? Promise.reject(new Error('Account not found')) : resources.account(id, signal),
  );
  const name = account.state.data?.name;
  return (
    <PageFrame
      {...(name && { title: name })}
      breadcrumbs={[{ label: t.accounts.title, href: links.accounts() }, { label: name ?? t.common.details }]}
      actions={
        id ? (
          <TextLink action href={links.accountUpdate(id)}>
            {t.common.edit}
          </TextLink>
        ) : null
      }
    >
      <FormStatus message={notice} />
      <QueryView query={account}>
        {(data) => (
          <Card>
            <Stack gap="md">
              <Details
                items={[
                  [t.accounts.email, data.email],
                  [t.accounts.role, roleLabel(data.roleID)],
                  [t.accounts.faculty, data.facultyName],
                  [t.accounts.status, data.active ? t.accounts.active : t.accounts.inactive],
                  [t.accounts.lastSignIn, formatDateTime(data.lastLoginAt) ?? t.common.never],
                  [t.accounts.lastBrowser, data.lastLoginBrowser],
                  [t.accounts.created, formatDateTime(data.createdAt)],
                ]}
              />
            </Stack>
          </Card>
        )}
      </QueryView>
    </PageFrame>
  );
}
