// Sign-in: `/` for students and coordinators, `/staff` for administrators and managers. Both accept any
// account; the two doors only say who they are for.
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@herald/ui';
import { HOME_BY_ROLE } from '../routes/routes';
import { SsoButtons } from '../sso/SsoButtons';
import { PageHeading } from './PageHeading';
import { TextInputField } from './TextInputField';
import * as styles from './pages.css';

type Variant = 'student' | 'staff';

// The form's checks and request load on first use (focus or submit), keeping the page's download small.
const loadSignIn = () => import('../session/sign-in');
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
      await navigate(HOME_BY_ROLE[payload.roleID], { replace: true });
    } catch (error) {
      setFormError(error instanceof Error ? error.message : 'Sign-in failed');
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
            Visiting {guest.name} as a guest: sign in with the guest account the faculty gave you.
          </p>
        ) : guest?.unknown ? (
          <p className={styles.alert} role="alert">
            That faculty does not welcome guests. <Link to="/guest">Choose another faculty</Link>.
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
        <SsoButtons />
        <nav className={styles.links} aria-label="Other sign-in options">
          <Link className={styles.link} to="/forgotpassword">
            Forgot password?
          </Link>
          <Link className={styles.link} to={copy.other.href}>
            {copy.other.label}
          </Link>
          <Link className={styles.link} to="/guest">
            Visiting as a guest?
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
