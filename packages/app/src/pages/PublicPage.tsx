// Forgot password and reset password (also the first password of a new account, from its emailed link).
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@herald/ui';
import { forgotPasswordBodySchema, setPasswordBodySchema } from '@herald/protocol/schemas';
import { apiClient } from '../session/api';
import { PageHeading } from './PageHeading';
import { TextInputField } from './TextInputField';
import * as styles from './pages.css';

function PublicCard({ title, lead, children }: { title: string; lead: string; children?: ReactNode }) {
  return (
    <main className={styles.centered}>
      <div className={styles.card}>
        <PageHeading>{title}</PageHeading>
        <p className={styles.lead}>{lead}</p>
        {children}
        <Link className={styles.link} to="/">
          Back to sign in
        </Link>
      </div>
    </main>
  );
}

/** Field errors of a zod result, the first per field. */
function fieldErrors(issues: readonly { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    errors[key] ??= issue.message;
  }
  return errors;
}

export function ForgotPasswordPage() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = forgotPasswordBodySchema.safeParse({
      email: new FormData(event.currentTarget).get('email'),
    });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setErrors({});
    setFailure(undefined);
    setPending(true);
    try {
      await apiClient().post('/auth/forgot-password', parsed.data);
      setSent(true);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'The request failed');
    } finally {
      setPending(false);
    }
  }

  if (sent) {
    return (
      <PublicCard
        title="Check your email"
        lead="If an account uses that address, we sent it a link to choose a new password. The link works once, for 30 minutes."
      />
    );
  }
  return (
    <PublicCard
      title="Forgot password"
      lead="Enter your email address and we will send you a link to choose a new password."
    >
      {failure ? (
        <p className={styles.alert} role="alert">
          {failure}
        </p>
      ) : null}
      <form className={styles.form} onSubmit={submit} noValidate aria-label="Forgot password">
        <TextInputField
          label="Email"
          name="email"
          type="email"
          autoComplete="username"
          required
          error={errors.email}
        />
        <Button type="submit" variant="primary" loading={pending}>
          Send the link
        </Button>
      </form>
    </PublicCard>
  );
}

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const firstPassword = params.get('setup') === '1';
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const password = data.get('password');
    if (password !== data.get('confirm')) return setErrors({ confirm: 'The two passwords differ' });
    const parsed = setPasswordBodySchema.safeParse({ token, password });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setErrors({});
    setFailure(undefined);
    setPending(true);
    try {
      await apiClient().post('/auth/reset-password', parsed.data);
      setDone(true);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'The request failed');
    } finally {
      setPending(false);
    }
  }

  const title = firstPassword ? 'Choose your password' : 'Reset password';
  if (!token) {
    return (
      <PublicCard title={title} lead="Open the link from your email to choose a password. It works once." />
    );
  }
  if (done) {
    return <PublicCard title="Password saved" lead="You can sign in with your new password now." />;
  }
  return (
    <PublicCard
      title={title}
      lead="At least 12 characters; a few words you will remember make a strong password."
    >
      {failure || errors.token ? (
        <p className={styles.alert} role="alert">
          {failure ?? 'This link is not complete; open it again from your email.'}
        </p>
      ) : null}
      <form className={styles.form} onSubmit={submit} noValidate aria-label={title}>
        <TextInputField
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          error={errors.password}
        />
        <TextInputField
          label="Repeat the password"
          name="confirm"
          type="password"
          autoComplete="new-password"
          required
          error={errors.confirm}
        />
        <Button type="submit" variant="primary" loading={pending}>
          Save the password
        </Button>
      </form>
    </PublicCard>
  );
}
