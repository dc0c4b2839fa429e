// The member console as data and actions: the organisation, its branding, environments with their API keys
// (admins add environments and manage keys), and its members. ConsolePage loads the data; tests render this
// with data of their own.
import type {
  ApiKey,
  InviteMemberBody,
  Member,
  MemberRole,
  PlatformEnvironment,
  PlatformOrganization,
  UpdatePlatformOrganizationBody,
} from '@herald/protocol';
import { Button, Card } from '@herald/ui';
import { Details, PageFrame } from '../shared/pages/common/Page';
import { BrandingSection } from './BrandingSection';
import { EnvironmentsSection, type EnvironmentActions } from './EnvironmentsSection';
import { MembersSection } from './MembersSection';
import * as styles from './platform.css';
import { MEMBER_ROLE_LABELS, p } from './platform.en';

export interface ConsoleData {
  viewer: Member;
  organization: PlatformOrganization;
  environments: readonly PlatformEnvironment[];
  /** Each environment's keys; admins only (members never load them). */
  keys: Readonly<Record<string, readonly ApiKey[]>> | undefined;
  /** Why the keys could not be loaded; `actions.keysChanged` loads them again. */
  keysError?: unknown;
  members: readonly Member[];
}

export interface ConsoleActions extends EnvironmentActions {
  saveOrganization: (body: UpdatePlatformOrganizationBody) => Promise<unknown>;
  invite: (body: InviteMemberBody) => Promise<unknown>;
  changeRole: (id: string, role: MemberRole) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
  resendInvitation: (id: string) => Promise<unknown>;
  signOut: () => void;
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
        <EnvironmentsSection
          environments={data.environments}
          keys={data.keys}
          keysError={data.keysError}
          isAdmin={isAdmin}
          actions={actions}
        />
        <MembersSection viewer={viewer} members={data.members} actions={actions} />
      </PageFrame>
    </main>
  );
}
