// The authenticated shell (docs/product.md §2): top bar with the institution's name, the notification bell
// and the profile menu; the side menu of the user's role; the page.
import { useCallback, useEffect } from 'react';
import {
  Outlet,
  redirect,
  useLoaderData,
  useLocation,
  useNavigate,
  type LoaderFunctionArgs,
} from 'react-router';
import { NotificationProvider } from '@herald/notification-machine/react';
import { ApiError } from '@herald/notification-machine';
import { ConnectedPopoverNotificationCenter } from '@herald/notification-center';
import { AppShell } from '@herald/ui';
import { ROLE_ID, UNIVERSITY_ROUTES, type CurrentUser, type Institution } from '@herald/protocol';
import { reportPageView } from '../data/statistics';
import { t } from '../../shared/i18n/en';
import { MENUS, currentMenuHref } from '../routes/menus';
import { endRefusedSession, signInPath } from '../routes/return-path';
import { backendUrl, fetchCurrentUser, fetchInstitution } from '../session/api';
import { announceDataChange, announceNotification } from '../../shared/data/live';
import { clearSession, isGuestVisit, readSession } from '../../shared/session/token';
import { endGuestVisit } from '../session/guest-visit';
import { endAccountSession } from '../session/sign-out';
import { shellUserName } from './user-name';
import * as styles from './shell.css';
import { useBellHeld } from '../session/bell-hold';

interface ShellData {
  institution: Institution;
  /** Undefined for a guest who browses with the guest marker (a guest visit). */
  user: CurrentUser | undefined;
  /** When the session expires, in epoch milliseconds. */
  expiresAt: number | undefined;
  /** The faculty a guest visit browses, when its opening named it. */
  guestFacultyName: string | undefined;
}

// A guest visit has no account, so no notifications to set.
const ACCOUNT_MENU = [
  { label: t.profile.notificationSettings, href: UNIVERSITY_ROUTES.account.notificationSettings },
] as const;

// setTimeout fires at once for delays beyond 2^31-1 ms, so longer sessions are re-checked later.
const MAX_TIMER_MS = 2 ** 31 - 1;

export async function loader({ request }: LoaderFunctionArgs): Promise<ShellData> {
  const session = readSession();
  if (session.kind === 'expired') {
    clearSession();
    throw redirect(UNIVERSITY_ROUTES.public.studentSignIn);
  }
  if (session.kind === 'none') {
    const { pathname, search } = new URL(request.url);
    throw redirect(signInPath(pathname + search));
  }
  const user =
    session.kind === 'signed-in'
      ? await fetchCurrentUser(session.token, request.signal).catch((error: unknown) => {
          // The server no longer accepts this token (expired, revoked, account deactivated): sign in again.
          if (error instanceof ApiError && error.statusCode === 401) {
            const { pathname, search } = new URL(request.url);
            throw redirect(endRefusedSession(pathname + search));
          }
          throw error;
        })
      : undefined;
  const institution = await fetchInstitution(request.signal);
  return {
    institution,
    user,
    expiresAt:
      session.kind === 'signed-in'
        ? session.payload.exp * 1000
        : session.kind === 'guest'
          ? session.expiresAt
          : undefined,
    guestFacultyName: session.kind === 'guest' ? session.facultyName : undefined,
  };
}

/** The bell and the real notification center; a clicked notification's link opens inside the app. */
function Bell() {
  const navigate = useNavigate();
  return (
    <ConnectedPopoverNotificationCenter
      showUserPreferences
      showArchive
      // A clicked message refreshes what it concerns, also when its link is the page already open.
      onNotificationClick={announceNotification}
      onUrlChange={(url) => {
        // Links of the product stay in the single-page app; anything else is a normal navigation.
        if (url.startsWith('/') && !url.startsWith('//')) void navigate(url);
        else window.location.assign(url);
      }}
    />
  );
}

export function Shell() {
  const { institution, user, expiresAt, guestFacultyName } = useLoaderData<typeof loader>();
  const bellHeld = useBellHeld(user?.widget.subscriberHash);
  const navigate = useNavigate();
  const { pathname, state } = useLocation();
  // Said once after signing in through the other door (LoginPage): which door is theirs.
  const doorNotice =
    typeof (state as { doorNotice?: unknown } | null)?.doorNotice === 'string'
      ? (state as { doorNotice: string }).doorNotice
      : undefined;

  const logout = useCallback(() => {
    // The session also ends on the server, so its token opens nothing after the person has left.
    if (isGuestVisit()) endGuestVisit();
    else endAccountSession();
    clearSession();
    void navigate(UNIVERSITY_ROUTES.public.studentSignIn, { replace: true });
  }, [navigate]);

  // The session ends when the token's exp passes, even if the user does nothing (docs/product.md §4).
  useEffect(() => {
    if (expiresAt === undefined) return;
    const timer = setTimeout(
      () => {
        const { kind } = readSession();
        if (kind === 'expired' || kind === 'none') logout();
        else void navigate(0);
      },
      Math.min(Math.max(0, expiresAt - Date.now()), MAX_TIMER_MS),
    );
    return () => clearTimeout(timer);
  }, [expiresAt, logout, navigate]);

  // Each page opened counts for the administrators' most viewed pages; a failed report changes nothing here.
  const signedIn = user !== undefined;
  useEffect(() => {
    if (signedIn) reportPageView(pathname).catch(() => undefined);
  }, [pathname, signedIn]);

  const role = user?.roleID ?? ROLE_ID.GUEST;
  const frame = (
    <AppShell
      institutionName={institution.name}
      bell={user ? <Bell /> : undefined}
      userName={shellUserName(user, guestFacultyName)}
      profileHref={UNIVERSITY_ROUTES.account.profile}
      profileMenuItems={user ? ACCOUNT_MENU : undefined}
      onLogout={logout}
      nav={MENUS[role]}
      currentPath={currentMenuHref(role, pathname)}
    >
      {doorNotice ? (
        <p role="status" className={styles.doorNotice}>
          {doorNotice}
        </p>
      ) : null}
      <Outlet />
    </AppShell>
  );
  if (!user) return frame;
  return (
    <NotificationProvider
      applicationIdentifier={user.widget.applicationIdentifier}
      subscriberId={user.widget.subscriberId}
      subscriberHash={user.widget.subscriberHash}
      // Held still while a new password replaces the subscriber hash: the bell keeps its count, with no socket.
      suspended={bellHeld}
      backendUrl={backendUrl}
      onNotificationReceived={announceNotification}
      onDataChanged={announceDataChange}
    >
      {frame}
    </NotificationProvider>
  );
}
