// The organisation's members: everyone sees who is in it; admins invite, change roles, remove, and see each
// member's onboarding answer (the job role).
import { useState, type FormEvent, type Key } from 'react';
import { MEMBER_ROLES, type InviteMemberBody, type Member, type MemberRole } from '@herald/protocol';
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogTrigger,
  Button,
  Card,
  Heading,
  Inline,
  Select,
  SelectItem,
  Stack,
  Table,
  Text,
  TextField,
  type TableColumn,
} from '@herald/ui';
import { messageOf, serverFieldError } from '../shared/data/http';
import { FormAlert, FormStatus } from '../shared/pages/common/Page';
import * as pageStyles from '../shared/pages/common/page.css';
import { checkInvite } from './forms';
import { JOB_ROLE_LABELS, MEMBER_ROLE_LABELS, MEMBER_STATUS_LABELS, p } from './platform.en';

export interface MemberActions {
  invite: (body: InviteMemberBody) => Promise<unknown>;
  changeRole: (id: string, role: MemberRole) => Promise<unknown>;
  resendInvitation: (id: string) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
}

const who = (member: Member) => member.name ?? member.email;

function InviteForm({ onInvite }: { onInvite: MemberActions['invite'] }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<MemberRole>('member');
  const [errors, setErrors] = useState<Partial<Record<'email' | 'role', string>>>({});
  const [failure, setFailure] = useState<string>();
  const [done, setDone] = useState<string>();
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    setDone(undefined);
    const checked = checkInvite({ email, role });
    if ('errors' in checked) return setErrors(checked.errors);
    setErrors({});
    setPending(true);
    try {
      await onInvite(checked.body);
      setDone(p.console.invited(checked.body.email));
      setEmail('');
    } catch (error) {
      const named = serverFieldError(error, ['email', 'role']);
      if (named.field) setErrors({ [named.field]: named.message });
      else setFailure(named.message);
    } finally {
      setPending(false);
    }
  }

  return (
    <form className={pageStyles.form} onSubmit={submit} noValidate aria-label={p.console.invite}>
      <FormAlert message={failure} />
      <TextField
        label={p.console.inviteEmail}
        type="email"
        isRequired
        value={email}
        onChange={setEmail}
        isInvalid={Boolean(errors.email)}
        errorMessage={errors.email}
      />
      <Select
        label={p.console.inviteRole}
        selectedKey={role}
        onSelectionChange={(key: Key | null) => key !== null && setRole(String(key) as MemberRole)}
      >
        {MEMBER_ROLES.map((option) => (
          <SelectItem key={option}>{MEMBER_ROLE_LABELS[option]}</SelectItem>
        ))}
      </Select>
      <div>
        <Button type="submit" variant="primary" loading={pending}>
          {p.console.invite}
        </Button>
      </div>
      <FormStatus message={done} />
    </form>
  );
}

export function MembersSection({
  viewer,
  members,
  actions,
}: {
  viewer: Member;
  members: readonly Member[];
  actions: MemberActions;
}) {
  const isAdmin = viewer.role === 'admin';
  const [failure, setFailure] = useState<string>();
  const [done, setDone] = useState<string>();

  async function run(action: () => Promise<unknown>, success?: string) {
    setFailure(undefined);
    setDone(undefined);
    try {
      await action();
      setDone(success);
    } catch (error) {
      setFailure(messageOf(error));
    }
  }

  const columns: TableColumn<Member>[] = [
    {
      key: 'member',
      header: p.console.member,
      rowHeader: true,
      cell: (member) => (
        <Stack gap="xs">
          <Text weight="medium">
            {who(member)}
            {member._id === viewer._id ? ` ${p.console.you}` : ''}
          </Text>
          {member.name ? (
            <Text size="sm" tone="secondary">
              {member.email}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'role',
      header: p.console.role,
      cell: (member) =>
        isAdmin && member._id !== viewer._id ? (
          <Select
            label={p.console.roleOf(who(member))}
            selectedKey={member.role}
            onSelectionChange={(key: Key | null) => {
              if (key !== null && key !== member.role) {
                void run(() => actions.changeRole(member._id, String(key) as MemberRole));
              }
            }}
          >
            {MEMBER_ROLES.map((option) => (
              <SelectItem key={option}>{MEMBER_ROLE_LABELS[option]}</SelectItem>
            ))}
          </Select>
        ) : (
          MEMBER_ROLE_LABELS[member.role]
        ),
    },
    { key: 'status', header: p.console.status, cell: (member) => MEMBER_STATUS_LABELS[member.status] },
    ...(isAdmin
      ? [
          {
            key: 'jobRole',
            header: p.console.jobRole,
            cell: (member: Member) =>
              member.jobRole ? JOB_ROLE_LABELS[member.jobRole] : p.console.notAnswered,
          },
          {
            key: 'actions',
            header: p.console.actions,
            cell: (member: Member) =>
              member._id === viewer._id ? null : (
                <Inline gap="xs">
                  {member.status === 'active' ? null : (
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`${p.console.resend}: ${member.email}`}
                      onClick={() =>
                        void run(() => actions.resendInvitation(member._id), p.console.resent(member.email))
                      }
                    >
                      {p.console.resend}
                    </Button>
                  )}
                  <AlertDialog>
                    <AlertDialogTrigger>
                      <Button size="sm" variant="danger" aria-label={`${p.console.remove} ${who(member)}`}>
                        {p.console.remove}
                      </Button>
                    </AlertDialogTrigger>
                    <AlertDialogContent
                      title={p.console.removeTitle(who(member))}
                      description={p.console.removeDescription}
                      actionLabel={p.console.remove}
                      onAction={() => void run(() => actions.remove(member._id))}
                    />
                  </AlertDialog>
                </Inline>
              ),
          },
        ]
      : []),
  ];

  return (
    <Card as="section" aria-labelledby="platform-members">
      <Stack gap="md">
        <Heading level={2} id="platform-members">
          {p.console.members}
        </Heading>
        <FormAlert message={failure} />
        <FormStatus message={done} />
        <Table
          caption={p.console.memberList}
          hideCaption
          columns={columns}
          rows={members}
          getRowId={(member) => member._id}
        />
        {isAdmin ? (
          <InviteForm onInvite={actions.invite} />
        ) : (
          <Inline>
            <Text size="sm" tone="secondary">
              {p.console.memberOnly}
            </Text>
          </Inline>
        )}
      </Stack>
    </Card>
  );
}
