// Create an account (a set-password link goes to its email) or update one (name, email, role, faculty,
// active). The shared schemas check the form; the server's answers land next to their field.
import { useState, type FormEvent, type Key } from 'react';
import { useNavigate } from 'react-router';
import { Button, Card, Select, SelectItem, Switch, TextField } from '@herald/ui';
import { ROLES_WITH_FACULTY, UNIVERSITY_LINKS, isRoleId, type Account, type RoleId } from '@herald/protocol';
import { createAccountBodySchema, updateAccountBodySchema } from '@herald/protocol/schemas';
import { resources } from '../../data/resources';
import { serverFieldError } from '../../../shared/data/http';
import { useQuery } from '../../../shared/data/useQuery';
import { t } from '../../../shared/i18n/en';
import { FormAlert, PageFrame, QueryView, issuesByField } from '../../../shared/pages/common/Page';
import * as styles from '../../../shared/pages/common/page.css';
import { FacultySelect, ROLE_OPTIONS, useFaculties, useRouteId } from './shared';

/** The administrators' pages, as the protocol declares them (decision 0046). */
const links = UNIVERSITY_LINKS.admin;

const FIELDS = ['name', 'email', 'roleID', 'facultyId', 'active'] as const;

function AccountForm({ account }: { account?: Account }) {
  const navigate = useNavigate();
  const faculties = useFaculties();
  const [name, setName] = useState(account?.name ?? '');
  const [email, setEmail] = useState(account?.email ?? '');
  const [roleID, setRoleID] = useState<RoleId | undefined>(account?.roleID);
  const [facultyId, setFacultyId] = useState<number | null>(account?.facultyId ?? null);
  const [active, setActive] = useState(account?.active ?? true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);
  const needsFaculty = roleID !== undefined && ROLES_WITH_FACULTY.includes(roleID);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    const fields = { name, email, roleID, facultyId: needsFaculty ? facultyId : null };
    const parsed = account
      ? updateAccountBodySchema.safeParse({ ...fields, active })
      : createAccountBodySchema.safeParse(fields);
    if (!parsed.success) {
      const found = issuesByField(parsed.error.issues);
      if (roleID === undefined) found.roleID = t.accounts.chooseRole;
      return setErrors(found);
    }
    setErrors({});
    setPending(true);
    try {
      const saved = account
        ? await resources.updateAccount(account.id, parsed.data)
        : await resources.createAccount(createAccountBodySchema.parse(parsed.data));
      await navigate(links.account(saved.id), {
        state: { notice: account ? t.accounts.saved : t.accounts.created_toast },
      });
    } catch (error) {
      const named = serverFieldError(error, FIELDS);
      if (named.field) setErrors({ [named.field]: named.message });
      else if (/email/i.test(named.message)) setErrors({ email: named.message });
      else setFailure(named.message);
      setPending(false);
    }
  }

  return (
    <Card>
      <form
        className={styles.form}
        onSubmit={submit}
        noValidate
        aria-label={account ? account.name : t.accounts.create}
      >
        <FormAlert message={failure} />
        <TextField
          label={t.accounts.name}
          isRequired
          value={name}
          onChange={setName}
          isInvalid={Boolean(errors.name)}
          errorMessage={errors.name}
        />
        <TextField
          label={t.accounts.email}
          type="email"
          isRequired
          value={email}
          onChange={setEmail}
          isInvalid={Boolean(errors.email)}
          errorMessage={errors.email}
        />
        <Select
          label={t.accounts.role}
          isRequired
          selectedKey={roleID === undefined ? null : String(roleID)}
          onSelectionChange={(key: Key | null) => {
            const next = Number(key);
            setRoleID(isRoleId(next) ? next : undefined);
          }}
          isInvalid={Boolean(errors.roleID)}
          errorMessage={errors.roleID}
          items={ROLE_OPTIONS}
        >
          {(role) => <SelectItem key={role.id}>{role.name}</SelectItem>}
        </Select>
        {needsFaculty ? (
          <FacultySelect
            label={t.accounts.faculty}
            faculties={faculties}
            value={facultyId}
            onChange={(id) => setFacultyId(id ?? null)}
            error={errors.facultyId}
          />
        ) : null}
        {account ? (
          <Switch isSelected={active} onChange={setActive}>
            {t.accounts.activeLabel}
          </Switch>
        ) : null}
        <div>
          <Button type="submit" variant="primary" loading={pending}>
            {account ? t.common.save : t.accounts.create}
          </Button>
        </div>
      </form>
    </Card>
  );
}

export function AccountCreatePage() {
  return (
    <PageFrame
      lead={t.accounts.createLead}
      breadcrumbs={[{ label: t.accounts.title, href: links.accounts() }, { label: t.accounts.create }]}
    >
      <AccountForm />
    </PageFrame>
  );
}

export function AccountUpdatePage() {
  const id = useRouteId();
  const account = useQuery(`account/${id}`, (signal) =>
    id === undefined ? Promise.reject(new Error('Account not found')) : resources.account(id, signal),
  );
  return (
    <PageFrame
      lead={t.accounts.updateLead}
      breadcrumbs={[{ label: t.accounts.title, href: links.accounts() }, { label: t.common.edit }]}
    >
      <QueryView query={account}>{(data) => <AccountForm account={data} />}</QueryView>
    </PageFrame>
  );
}
