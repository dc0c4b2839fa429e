// Sign-in: `/` for students and coordinators, `/staff` for administrators and managers. Both accept any
// account; the two doors only say who they are for.
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@herald/ui';
import { ROLE_ID, UNIVERSITY_ROUTES } from '@herald/protocol';
import { t } from '../../shared/i18n/en';
import { RETURN_PARAM, afterSignIn, isAppPath } from '../routes/return-path';
import { SsoButtons } from '../../shared/sso/SsoButtons';
import { PageHeading } from '../../shared/pages/PageHeading';
import { TextInputField } from './TextInputField';
import * as styles from '../../shared/pages/pages.css';

type Variant = 'student' | 'staff';

const { forgotPassword, guestEntry, staffSignIn, studentSignIn } = UNIVERSITY_ROUTES.public;

// The form's checks and request load on first use (focus or submit), keeping the page's download small.
const loadSignIn = () => import('../session/sign-in');
type FieldErrors = Partial<Record<'email' | 'password', string>>;

const COPY: Record<Variant, { title: string; lead: string; other: { href: string; label: string } }> = {
  student: {
    title: t.signIn.student.title,
    lead: t.signIn.student.lead,
    other: { href: staffSignIn, label: t.signIn.student.otherDoor },
  },
  staff: {
    title: t.signIn.staff.title,
    lead: t.signIn.staff.lead,
    other: { href: studentSignIn, label: t.signIn.staff.otherDoor },
  },
};

/**
 * A visitor who came from the guest entry page (`/?guest=<faculty id>`): the faculty they chose, named from the
 * public list, so that they know which guest account to sign in with.
 */
function useGuestFaculty(): { id: number; name?: string; unknown?: boolean } | undefined {
  const [params] = useSearchParams();
  const raw = params.get('guest');
  const id = raw !== null && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : undefined;
  const [found, setFound] = useState<{ id: number; name?: string; unknown?: boolean }>();
  useEffect(() => {
    if (id === undefined) return;
    const controller = new AbortController();
    void import('./guest-faculties')
      .then(({ loadGuestFaculties }) => loadGuestFaculties(controller.signal))
      .then(
        (faculties) => {
          const faculty = faculties.find((item) => item.id === id);
          setFound(faculty ? { id, name: faculty.name } : { id, unknown: true });
        },
        () => undefined,
      );
    return () => controller.abort();
  }, [id]);
  if (id === undefined) return undefined;
  return found?.id === id ? found : { id };
}

function LoginForm({ variant }: { variant: Variant }) {
  const copy = COPY[variant];
  const guest = useGuestFaculty();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = params.get(RETURN_PARAM);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setFormError(undefined);
    setPending(true);
    try {
      const { checkLogin, signIn } = await loadSignIn();
      const checked = checkLogin({ email: data.get('email'), password: data.get('password') });
      if ('errors' in checked) {
        setFieldErrors(checked.errors);
        setPending(false);
        return;
      }
      setFieldErrors({});
      const payload = await signIn(checked.body);
      // Either door lets every account in; one who used the other door is told where it leads next time.
      const staff = payload.roleID === ROLE_ID.ADMIN || payload.roleID === ROLE_ID.MANAGER;
      const otherDoor = staff !== (variant === 'staff') && payload.roleID !== ROLE_ID.GUEST;
      await navigate(afterSignIn(payload.roleID, next), {
        replace: true,
        ...(otherDoor && {
          state: { doorNotice: staff ? t.signIn.wrongDoor.staff : t.signIn.wrongDoor.student },
        }),
      });
    } catch (error) {
      setFormError(error instanceof Error ? error.message : t.signIn.failed);
      setPending(false);
    }
  }

  return (
    <main className={styles.centered}>
      <div className={styles.card}>
        <PageHeading>{copy.title}</PageHeading>
        <p className={styles.lead}>{copy.lead}</p>
        {guest?.name ? (
          <p className={styles.notice} role="status">
            {t.signIn.guestOf(guest.name)}
          </p>
        ) : guest?.unknown ? (
          <p className={styles.alert} role="alert">
            {t.signIn.guestUnwelcome.before}
            <Link to={guestEntry}>{t.signIn.guestUnwelcome.link}</Link>
            {t.signIn.guestUnwelcome.after}
          </p>
        ) : null}
        {next ? (
          <p className={styles.notice} role="status">
            {t.signIn.returnNotice}
          </p>
        ) : null}
        {formError ? (
          <p className={styles.alert} role="alert">
            {formError}
          </p>
        ) : null}
        <form
          className={styles.form}
          onSubmit={submit}
          onFocus={() => void loadSignIn()}
          noValidate
          aria-label={copy.title}
        >
          <TextInputField
            label={t.signIn.email}
            name="email"
            type="email"
            autoComplete="username"
            required
            error={fieldErrors.email}
          />
          <TextInputField
            label={t.signIn.password}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            error={fieldErrors.password}
          />
          <Button type="submit" variant="primary" loading={pending}>
            {t.signIn.submit}
          </Button>
        </form>
        <SsoButtons returnTo={isAppPath(next) ? next : studentSignIn} />
        <nav className={styles.links} aria-label={t.signIn.otherOptions}>
          <Link className={styles.link} to={forgotPassword}>
            {t.signIn.forgotPassword}
          </Link>
          <Link className={styles.link} to={copy.other.href}>
            {copy.other.label}
          </Link>
          <Link className={styles.link} to={guestEntry}>
            {t.signIn.guestEntry}
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
