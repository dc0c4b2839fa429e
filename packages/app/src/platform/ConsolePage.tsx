// `/platform`: the member console. Without a member session it opens the sign-in page; before the onboarding
// question is answered, the onboarding page.
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { ApiKey } from '@herald/protocol';
import { useQuery } from '../shared/data/useQuery';
import { QueryView, SkeletonBlock } from '../shared/pages/common/Page';
import { isSignedOut, needsOnboarding, platformApi, type MemberProfile } from './api';
import { ConsoleView, type ConsoleActions } from './ConsoleView';
import { PLATFORM_PATHS } from './paths';
import { clearMemberToken, readMemberToken } from './session';
import * as styles from './platform.css';

async function loadConsole(signal: AbortSignal) {
  const profile: MemberProfile = await platformApi.me(signal);
  if (profile.onboardingRequired) return { profile, rest: undefined };
  const [environments, members] = await Promise.all([
    platformApi.environments(signal),
    platformApi.members(signal),
  ]);
  return { profile, rest: { environments, members } };
}

async function loadKeys(environmentIds: readonly string[], signal: AbortSignal) {
  const lists = await Promise.all(environmentIds.map((id) => platformApi.apiKeys(id, signal)));
  const keys: Record<string, readonly ApiKey[]> = {};
  environmentIds.forEach((id, index) => (keys[id] = lists[index]!));
  return keys;
}

export function PlatformConsolePage() {
  const navigate = useNavigate();
  const signedIn = readMemberToken() !== undefined;
  const consoleQuery = useQuery('platform-console', (signal) =>
    signedIn ? loadConsole(signal) : Promise.reject(new Error('signed out')),
  );
  const loaded = consoleQuery.state.data;
  const isAdmin = loaded?.profile.member.role === 'admin' && loaded.rest !== undefined;
  const environmentIds = loaded?.rest?.environments.map((environment) => environment._id) ?? [];
  const keysQuery = useQuery(`platform-keys:${isAdmin ? environmentIds.join(',') : ''}`, (signal) =>
    isAdmin ? loadKeys(environmentIds, signal) : Promise.resolve(undefined),
  );

  const failure = consoleQuery.state.error;
  useEffect(() => {
    if (!signedIn || isSignedOut(failure)) void navigate(PLATFORM_PATHS.signIn, { replace: true });
    else if (needsOnboarding(failure) || loaded?.profile.onboardingRequired) {
      void navigate(PLATFORM_PATHS.onboarding, { replace: true });
    }
  }, [signedIn, failure, loaded, navigate]);

  const reload = consoleQuery.retry;
  const reloadKeys = keysQuery.retry;
  const after = useCallback(
    <T,>(action: Promise<T>, refresh: () => void) =>
      action.then((answer) => {
        refresh();
        return answer;
      }),
    [],
  );

  const actions: ConsoleActions = {
    saveOrganization: (body) => after(platformApi.updateOrganization(body), reload),
    invite: (body) => after(platformApi.invite(body), reload),
    changeRole: (id, role) => after(platformApi.changeRole(id, role), reload),
    remove: (id) => after(platformApi.removeMember(id), reload),
    resendInvitation: (id) => after(platformApi.resendInvitation(id), reload),
    createEnvironment: (body) => after(platformApi.createEnvironment(body), reload),
    create: (environmentId) => platformApi.createApiKey(environmentId),
    rotate: (environmentId, keyId) => platformApi.rotateApiKey(environmentId, keyId),
    revoke: (environmentId, keyId) => platformApi.revokeApiKey(environmentId, keyId),
    keysChanged: reloadKeys,
    signOut: () => {
      void platformApi
        .logout()
        .catch(() => undefined)
        .finally(() => {
          clearMemberToken();
          void navigate(PLATFORM_PATHS.signIn, { replace: true });
        });
    },
  };

  if (!signedIn) return null;
  return (
    <QueryView
      query={consoleQuery}
      skeleton={
        <main className={styles.frame}>
          <SkeletonBlock lines={6} />
        </main>
      }
    >
      {({ profile, rest }) =>
        rest ? (
          <ConsoleView
            data={{
              viewer: profile.member,
              organization: profile.organization,
              environments: rest.environments,
              members: rest.members,
              keys: isAdmin ? keysQuery.state.data : undefined,
              keysError: isAdmin ? keysQuery.state.error : undefined,
            }}
            actions={actions}
          />
        ) : null
      }
    </QueryView>
  );
}
