// Forgot password and reset password (also the first password of a new account, from its emailed link).
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@herald/ui';
import { UNIVERSITY_ROUTES } from '@herald/protocol';
import { forgotPasswordBodySchema, setPasswordBodySchema } from '@herald/protocol/schemas';
import { t } from '../../shared/i18n/en';
import { apiClient } from '../session/api';
import { PageHeading } from '../../shared/pages/PageHeading';
import { TextInputField } from './TextInputField';
import * as styles from '../../shared/pages/pages.css';

function PublicCard({ title, lead, children }: { title: string; lead: string; children?: ReactNode }) {
  return (
    <main className={styles.centered}>
      <div className={styles.card}>
        <PageHeading>{title}</PageHeading>
        <p className={styles.lead}>{lead}</p>
        {children}
        <Link className={styles.link} to={UNIVERSITY_ROUTES.public.studentSignIn}>
          {t.signIn.back}
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
      setFailure(error instanceof Error ? error.message : t.common.requestFailed);
    } finally {
      setPending(false);
    }
  }

  if (sent) {
    return <PublicCard title={t.forgotPassword.sentTitle} lead={t.forgotPassword.sentLead} />;
  }
  return (
    <PublicCard title={t.forgotPassword.title} lead={t.forgotPassword.lead}>
      {failure ? (
        <p className={styles.alert} role="alert">
          {failure}
        </p>
      ) : null}
      <form className={styles.form} onSubmit={submit} noValidate aria-label={t.forgotPassword.title}>
        <TextInputField
          label={t.forgotPassword.email}
          name="email"
          type="email"
          autoComplete="username"
          required
          error={errors.email}
        />
        <Button type="submit" variant="primary" loading={pending}>
          {t.forgotPassword.submit}
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
    if (password !== data.get('confirm')) return setErrors({ confirm: t.resetPassword.differ });
    const parsed = setPasswordBodySchema.safeParse({ token, password });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setErrors({});
    setFailure(undefined);
    setPending(true);
    try {
      await apiClient().post('/auth/reset-password', parsed.data);
      setDone(true);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t.common.requestFailed);
    } finally {
      setPending(false);
    }
  }

  const title = firstPassword ? t.resetPassword.firstTitle : t.resetPassword.title;
  if (!token) {
    return <PublicCard title={title} lead={t.resetPassword.noLink} />;
  }
  if (done) {
    return <PublicCard title={t.resetPassword.doneTitle} lead={t.resetPassword.doneLead} />;
  }
  return (
    <PublicCard title={title} lead={t.resetPassword.lead}>
      {failure || errors.token ? (
        <p className={styles.alert} role="alert">
          {failure ?? t.resetPassword.incompleteLink}
        </p>
      ) : null}
      <form className={styles.form} onSubmit={submit} noValidate aria-label={title}>
        <TextInputField
          label={t.resetPassword.password}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          error={errors.password}
        />
        <TextInputField
          label={t.resetPassword.repeat}
          name="confirm"
          type="password"
          autoComplete="new-password"
          required
          error={errors.confirm}
        />
        <Button type="submit" variant="primary" loading={pending}>
          {t.resetPassword.submit}
        </Button>
      </form>
    </PublicCard>
  );
}
