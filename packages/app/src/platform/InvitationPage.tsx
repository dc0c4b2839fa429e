// `/platform/invitation#token=…`: the link of an invitation email. The member chooses a name and a password
// and is signed in. The token is read once and wiped from the address bar (it is a secret until used).
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button, TextField } from '@herald/ui';
import { serverFieldError } from '../shared/data/http';
import * as styles from '../shared/pages/pages.css';
import { platformApi } from './api';
import { checkInvitation, type InvitationField } from './forms';
import { PLATFORM_PATHS } from './paths';
import { Alert, PublicFrame } from './PublicFrame';
import { storeMemberToken } from './session';
import { p } from './platform.en';

const FIELDS: readonly InvitationField[] = ['name', 'password', 'confirm'];

function takeInvitationToken(): string {
  const token = new URLSearchParams(window.location.hash.replace(/^#/, '')).get('token') ?? '';
  if (window.location.hash) {
    window.history.replaceState(window.history.state, '', window.location.pathname);
  }
  return token;
}

export function PlatformInvitationPage() {
  const navigate = useNavigate();
  const [token] = useState(takeInvitationToken);
  const [values, setValues] = useState<Record<InvitationField, string>>({
    name: '',
    password: '',
    confirm: '',
  });
  const [errors, setErrors] = useState<Partial<Record<InvitationField, string>>>({});
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    if (!token) return setFailure(p.invitation.missing);
    const checked = checkInvitation({ token, ...values });
    if ('errors' in checked) return setErrors(checked.errors);
    setErrors({});
    setPending(true);
    try {
      const session = await platformApi.acceptInvitation(checked.body);
      storeMemberToken(session.token);
      await navigate(session.onboardingRequired ? PLATFORM_PATHS.onboarding : PLATFORM_PATHS.console, {
        replace: true,
      });
    } catch (error) {
      const named = serverFieldError(error, FIELDS);
      if (named.field) setErrors({ [named.field]: named.message });
      else setFailure(named.message);
      setPending(false);
    }
  }

  const field = (name: InvitationField) => ({
    value: values[name],
    onChange: (value: string) => setValues((previous) => ({ ...previous, [name]: value })),
    isInvalid: Boolean(errors[name]),
    errorMessage: errors[name],
  });

  return (
    <PublicFrame title={p.invitation.title} lead={p.invitation.lead}>
      <Alert message={failure ?? (token ? undefined : p.invitation.missing)} />
      <form className={styles.form} onSubmit={submit} noValidate aria-label={p.invitation.title}>
        <TextField label={p.invitation.name} autoComplete="name" isRequired {...field('name')} />
        <TextField
          label={p.password}
          description={p.invitation.passwordHelp}
          type="password"
          autoComplete="new-password"
          isRequired
          {...field('password')}
        />
        <TextField
          label={p.invitation.confirm}
          type="password"
          autoComplete="new-password"
          isRequired
          {...field('confirm')}
        />
        <Button type="submit" variant="primary" loading={pending}>
          {p.invitation.submit}
        </Button>
      </form>
    </PublicFrame>
  );
}
