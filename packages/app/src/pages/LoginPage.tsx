// Sign-in: `/` for students and coordinators, `/staff` for administrators and managers. Both accept any
// account; the two doors only say who they are for.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@herald/ui';
import { ApiError } from '@herald/notification-machine';
import { loginBodySchema } from '@herald/protocol';
import { HOME_BY_ROLE } from '../routes/routes';
import { login } from '../session/api';
import { decodeToken, storeToken } from '../session/token';
import { PageHeading } from './PageHeading';
import { TextInputField } from './TextInputField';
import * as styles from './pages.css';

type Variant = 'student' | 'staff';
type FieldErrors = Partial<Record<'email' | 'password', string>>;

const COPY: Record<Variant, { title: string; lead: string; other: { href: string; label: string } }> = {
  student: {
    title: 'Sign in',
    lead: 'For students and coordinators.',
    other: { href: '/staff', label: 'Staff sign in' },
  },
  staff: {
    title: 'Staff sign in',
    lead: 'For administrators and managers.',
    other: { href: '/', label: 'Student and coordinator sign in' },
  },
};

function LoginForm({ variant }: { variant: Variant }) {
  const copy = COPY[variant];
  const navigate = useNavigate();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const parsed = loginBodySchema.safeParse({ email: data.get('email'), password: data.get('password') });
    setFormError(undefined);
    if (!parsed.success) {
      const errors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if ((key === 'email' || key === 'password') && !errors[key]) errors[key] = issue.message;
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    setPending(true);
    try {
      const token = await login(parsed.data);
      const payload = decodeToken(token);
      if (!payload) throw new Error('The server answered with a token this app cannot read');
      storeToken(token);
      await navigate(HOME_BY_ROLE[payload.roleID], { replace: true });
    } catch (error) {
      setFormError(error instanceof ApiError || error instanceof Error ? error.message : 'Sign-in failed');
      setPending(false);
    }
  }

  return (
    <main className={styles.centered}>
      <div className={styles.card}>
        <PageHeading>{copy.title}</PageHeading>
        <p className={styles.lead}>{copy.lead}</p>
        {formError ? (
          <p className={styles.alert} role="alert">
            {formError}
          </p>
        ) : null}
        <form className={styles.form} onSubmit={submit} noValidate aria-label={copy.title}>
          <TextInputField
            label="Email"
            name="email"
            type="email"
            autoComplete="username"
            required
            error={fieldErrors.email}
          />
          <TextInputField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            error={fieldErrors.password}
          />
          <Button type="submit" variant="primary" loading={pending}>
            Sign in
          </Button>
        </form>
        <nav className={styles.links} aria-label="Other sign-in options">
          <Link className={styles.link} to="/forgotpassword">
            Forgot password?
          </Link>
          <Link className={styles.link} to={copy.other.href}>
            {copy.other.label}
          </Link>
        </nav>
      </div>
    </main>
  );
}

export function StudentLoginPage() {
  return <LoginForm variant="student" />;
}

export function StaffLoginPage() {
  return <LoginForm variant="staff" />;
}
