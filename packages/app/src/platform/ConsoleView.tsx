// The member console as data and actions: the organisation, its branding, environments with their API keys
// (admins), and its members. ConsolePage loads the data; tests render this with data of their own.
import type {
  ApiKey,
  InviteMemberBody,
  Member,
  MemberRole,
  PlatformEnvironment,
  PlatformOrganization,
  UpdatePlatformOrganizationBody,
} from '@herald/protocol';
import { Button, Card, Heading, Stack } from '@herald/ui';
import { Details, PageFrame } from '../pages/common/Page';
import { ApiKeysPanel, type ApiKeyActions } from './ApiKeysPanel';
import { BrandingSection } from './BrandingSection';
import { MembersSection } from './MembersSection';
import * as styles from './platform.css';
import { MEMBER_ROLE_LABELS, p } from '../i18n/platform.en';

export interface ConsoleData {
  viewer: Member;
  organization: PlatformOrganization;
  environments: readonly PlatformEnvironment[];
  /** Each environment's keys; admins only (members never load them). */
  keys: Readonly<Record<string, readonly ApiKey[]>> | undefined;
  members: readonly Member[];
}

export interface ConsoleActions extends ApiKeyActions {
  saveOrganization: (body: UpdatePlatformOrganizationBody) => Promise<unknown>;
  invite: (body: InviteMemberBody) => Promise<unknown>;
  changeRole: (id: string, role: MemberRole) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
  resendInvitation: (id: string) => Promise<unknown>;
  signOut: () => void;
  /** Loads the keys again after a change. */
  keysChanged: () => void;
}

export function ConsoleView({ data, actions }: { data: ConsoleData; actions: ConsoleActions }) {
  const { viewer, organization } = data;
  const isAdmin = viewer.role === 'admin';
  return (
    <main className={styles.frame}>
      <PageFrame
        title={organization.name}
        lead={p.product}
        actions={
          <Button variant="secondary" onClick={actions.signOut}>
            {p.console.signOut}
          </Button>
        }
      >
        <Card as="section" aria-label={p.console.title}>
          <Details
            items={[
              [p.console.plan, organization.plan],
              [p.console.features, organization.features.join(', ')],
              [p.console.yourRole, MEMBER_ROLE_LABELS[viewer.role]],
            ]}
          />
        </Card>
        <BrandingSection
          key={organization._id}
          organization={organization}
          isAdmin={isAdmin}
          onSave={actions.saveOrganization}
        />
        <Card as="section" aria-labelledby="platform-environments">
          <Stack gap="md">
            <Heading level={2} id="platform-environments">
              {p.console.environments}
            </Heading>
            {data.environments.map((environment) => (
              <Stack gap="sm" key={environment._id}>
                <Heading level={3}>{environment.name}</Heading>
                <Details
                  items={[
                    [p.console.applicationIdentifier, <code>{environment.applicationIdentifier}</code>],
                  ]}
                />
                {isAdmin && data.keys ? (
                  <ApiKeysPanel
                    environment={environment}
                    keys={data.keys[environment._id] ?? []}
                    actions={actions}
                    onChanged={actions.keysChanged}
                  />
                ) : null}
              </Stack>
            ))}
          </Stack>
        </Card>
        <MembersSection viewer={viewer} members={data.members} actions={actions} />
      </PageFrame>
    </main>
  );
}
