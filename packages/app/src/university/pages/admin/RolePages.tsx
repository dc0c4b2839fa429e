// The five fixed roles: the list and a role's detail with how many accounts hold it.
import { Card, Stack, Table, Text, type TableColumn } from '@herald/ui';
import { UNIVERSITY_LINKS, type Role } from '@herald/protocol';
import { resources } from '../../data/resources';
import { useQuery } from '../../../shared/data/useQuery';
import { t } from '../../../shared/i18n/en';
import { Details, PageFrame, QueryView } from '../../../shared/pages/common/Page';
import { TextLink } from '../../../shared/pages/common/TextLink';
import { useRouteId } from './shared';
import { roleLabel } from '../../format/roles';

/** The administrators' pages, as the protocol declares them (decision 0046). */
const links = UNIVERSITY_LINKS.admin;

const COLUMNS: TableColumn<Role>[] = [
  {
    key: 'name',
    header: t.roles.name,
    rowHeader: true,
    cell: (role) => <TextLink href={links.role(role.id)}>{roleLabel(role.id)}</TextLink>,
  },
  { key: 'description', header: t.roles.description, cell: (role) => role.description },
];

export function RoleListPage() {
  const roles = useQuery('roles', (signal) => resources.roles(signal));
  return (
    <PageFrame lead={t.roles.lead}>
      <QueryView query={roles}>
        {(rows) => (
          <Table
            caption={t.roles.caption}
            hideCaption
            columns={COLUMNS}
            rows={rows}
            getRowId={(role) => String(role.id)}
          />
        )}
      </QueryView>
    </PageFrame>
  );
}

export function RoleDetailPage() {
  const id = useRouteId();
  const role = useQuery(`role/${id}`, async (signal) => {
    if (id === undefined) throw new Error('Role not found');
    const [data, holders] = await Promise.all([
      resources.role(id, signal),
      resources.accounts({ roleID: id as Role['id'], limit: 1 }, signal),
    ]);
    return { ...data, holders: holders.totalCount ?? holders.data.length };
  });
  const name = role.state.data ? roleLabel(role.state.data.id) : undefined;
  return (
    <PageFrame
      {...(name && { title: name })}
      breadcrumbs={[{ label: t.roles.title, href: links.roles() }, { label: name ?? t.common.details }]}
    >
      <QueryView query={role}>
        {(data) => (
          <Card>
            <Stack gap="md">
              <Text>{data.description}</Text>
              <Details
                items={[
                  [t.roles.id, data.id],
                  [
                    t.roles.accounts,
                    <TextLink key="holders" href={`${links.accounts()}?role=${data.id}`}>
                      {data.holders}
                    </TextLink>,
                  ],
                ]}
              />
            </Stack>
          </Card>
        )}
      </QueryView>
    </PageFrame>
  );
}
