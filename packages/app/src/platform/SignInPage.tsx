// `/platform/sign-in`: a member signs in with email and password, or with a single sign-on provider when the
// server lists any. A failed single sign-on comes back here with its reason (shown by SsoButtons).
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, TextField } from '@herald/ui';
import { UNIVERSITY_ROUTES } from '@herald/protocol';
import { serverFieldError } from '../shared/data/http';
import { SsoButtons } from '../shared/sso/SsoButtons';
import * as styles from '../shared/pages/pages.css';
import { platformApi } from './api';
import { checkSignIn } from './forms';
import { PLATFORM_PATHS } from './paths';
import { Alert, PublicFrame } from './PublicFrame';
import { storeMemberToken } from './session';
import { p } from './platform.en';

type Field = 'email' | 'password';
const FIELDS: readonly Field[] = ['email', 'password'];

export function PlatformSignInPage() {
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<Field, string>>({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    const checked = checkSignIn(values);
    if ('errors' in checked) return setErrors(checked.errors);
    setErrors({});
    setPending(true);
    try {
      const session = await platformApi.login(checked.body);
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

  const field = (name: Field) => ({
    value: values[name],
    onChange: (value: string) => setValues((previous) => ({ ...previous, [name]: value })),
    isInvalid: Boolean(errors[name]),
    errorMessage: errors[name],
  });

  return (
    <PublicFrame title={p.signIn.title} lead={p.signIn.lead}>
      <Alert message={failure} />
      <form className={styles.form} onSubmit={submit} noValidate aria-label={p.signIn.title}>
        <TextField label={p.email} type="email" autoComplete="username" isRequired {...field('email')} />
        <TextField
          label={p.password}
          type="password"
          autoComplete="current-password"
          isRequired
          {...field('password')}
        />
        <Button type="submit" variant="primary" loading={pending}>
          {p.signIn.submit}
        </Button>
      </form>
      <SsoButtons variant="member" returnTo={PLATFORM_PATHS.console} />
      <nav className={styles.links} aria-label="Other sign-in options">
        <Link className={styles.link} to={UNIVERSITY_ROUTES.public.studentSignIn}>
          {p.signIn.universityLink}
        </Link>
      </nav>
    </PublicFrame>
  );
}
