import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@herald/notification-machine';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type {
  CreateEnvironmentBody,
  Member,
  PlatformEnvironment,
  PlatformOrganization,
  UpdatePlatformOrganizationBody,
} from '@herald/protocol';
import { routeObjects } from '../router';
import { ssoStartUrl } from '../shared/sso/sso';
import type { CreatedEnvironment } from './api';
import { ConsoleView, type ConsoleActions, type ConsoleData } from './ConsoleView';
import { MEMBER_TOKEN_KEY, readMemberToken, storeMemberToken } from './session';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(cleanup);

function renderAt(path: string) {
  const router = createMemoryRouter(routeObjects, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

function token(payload: object): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.signature`;
}

const organization: PlatformOrganization = {
  _id: 'org1',
  name: 'Acme',
  branding: { color: '#112233' },
  plan: 'free',
  features: ['in_app'],
  rateLimits: { trigger: 60, configuration: 20, global: 600 },
};
const environments: PlatformEnvironment[] = [
  { _id: 'env1', name: 'Development', applicationIdentifier: 'dev-app-id' },
  { _id: 'env2', name: 'Production', applicationIdentifier: 'prod-app-id' },
];
const ada: Member = {
  _id: 'm1',
  email: 'ada@acme.test',
  name: 'Ada',
  role: 'admin',
  status: 'active',
  jobRole: 'engineer',
  createdAt: '2026-01-01T00:00:00.000Z',
};
const bob: Member = {
  _id: 'm2',
  email: 'bob@acme.test',
  name: 'Bob',
  role: 'member',
  status: 'active',
  jobRole: 'designer',
  createdAt: '2026-01-02T00:00:00.000Z',
};
const key = {
  _id: 'k1',
  masked: 'hk_…abcd',
  createdAt: '2026-01-01T00:00:00.000Z',
  revokedAt: null,
  signing: true,
};

const never = () => new Promise<never>(() => undefined);
const actions: ConsoleActions = {
  saveOrganization: never,
  createEnvironment: never,
  invite: never,
  changeRole: never,
  remove: never,
  resendInvitation: never,
  create: never,
  rotate: never,
  revoke: never,
  signOut: () => undefined,
  keysChanged: () => undefined,
};

function renderConsole(data: Partial<ConsoleData>, overrides: Partial<ConsoleActions> = {}) {
  const element = (
    <ConsoleView
      data={{ viewer: ada, organization, environments, keys: undefined, members: [ada, bob], ...data }}
      actions={{ ...actions, ...overrides }}
    />
  );
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />);
}

describe('platform sign-in', () => {
  it('shows each problem next to its field before sending anything', async () => {
    renderAt('/platform/sign-in');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    const email = screen.getByLabelText(/^Email/);
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    const described = email
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    expect(described).toContain('Enter a valid email address');
    expect(screen.getByText('Enter your password')).toBeTruthy();
    expect(readMemberToken()).toBeUndefined();
  });

  it('starts member single sign-on at the platform’s own start address', () => {
    expect(ssoStartUrl('google', '/platform', 'member')).toBe(
      '/v1/platform/auth/sso/google/start?returnTo=%2Fplatform',
    );
  });

  it('shows the reason a member single sign-on failed', async () => {
    renderAt(`/platform/sign-in?ssoError=${encodeURIComponent('Your email address is not verified')}`);
    expect((await screen.findByRole('alert')).textContent).toBe('Your email address is not verified');
  });

  it('sends a member already signed in from the sign-in page to the console', async () => {
    storeMemberToken(token({ sub: 'm1', exp: Math.floor(Date.now() / 1000) + 3600 }));
    const router = renderAt('/platform/sign-in');
    await waitFor(() => expect(router.state.location.pathname).toBe('/platform'));
  });

  it('opens the sign-in page from the console without a member session, even with a university one', async () => {
    localStorage.setItem('token', token({ id: 1, roleID: 1, exp: Math.floor(Date.now() / 1000) + 3600 }));
    const router = renderAt('/platform');
    await waitFor(() => expect(router.state.location.pathname).toBe('/platform/sign-in'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Platform sign in' })).toBeTruthy();
  });
});

describe('invitation', () => {
  it('asks for a name, a 15-character password and the same password twice', async () => {
    window.history.replaceState(null, '', '/platform/invitation#token=abc');
    renderAt('/platform/invitation');
    // The secret leaves the address bar at once.
    await waitFor(() => expect(window.location.hash).toBe(''));
    fireEvent.change(await screen.findByLabelText(/^Password/), { target: { value: 'short' } });
    fireEvent.change(screen.getByLabelText(/^Repeat the password/), { target: { value: 'other' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join the organisation' }));
    expect(await screen.findByText('Enter your name')).toBeTruthy();
    expect(screen.getByText('Use at least 15 characters')).toBeTruthy();
    expect(screen.getByText('The two passwords differ')).toBeTruthy();
  });

  it('says the link is incomplete when it carries no token', async () => {
    window.history.replaceState(null, '', '/platform/invitation');
    renderAt('/platform/invitation');
    expect((await screen.findByRole('alert')).textContent).toContain('This invitation link is incomplete');
  });
});

describe('onboarding', () => {
  it('requires a job role and offers the six of the specification', async () => {
    storeMemberToken(token({ sub: 'm1', exp: Math.floor(Date.now() / 1000) + 3600 }));
    renderAt('/platform/onboarding');
    const group = await screen.findByRole('radiogroup', { name: /What is your job role/ });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Engineer', 'Engineering manager', 'Architect', 'Product manager', 'Designer', 'Other']);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Choose your job role')).toBeTruthy();
  });
});

describe('member session', () => {
  it('keeps the member token in sessionStorage apart from the app’s token, and drops an expired one', () => {
    const live = token({ sub: 'm1', exp: Math.floor(Date.now() / 1000) + 60 });
    storeMemberToken(live);
    expect(sessionStorage.getItem(MEMBER_TOKEN_KEY)).toBe(live);
    expect(localStorage.getItem('token')).toBeNull();
    expect(readMemberToken()).toBe(live);
    storeMemberToken(token({ sub: 'm1', exp: Math.floor(Date.now() / 1000) - 1 }));
    expect(readMemberToken()).toBeUndefined();
    expect(sessionStorage.getItem(MEMBER_TOKEN_KEY)).toBeNull();
  });
});

describe('member console', () => {
  it('gives admins the branding form, key controls and member management with job roles', () => {
    const carol: Member = {
      ...bob,
      _id: 'm3',
      email: 'carol@acme.test',
      name: null,
      status: 'invited',
      jobRole: null,
    };
    renderConsole({ keys: { env1: [key], env2: [] }, members: [ada, bob, carol] });
    expect(screen.getByRole('heading', { level: 1, name: 'Acme' })).toBeTruthy();
    expect(screen.getByText('dev-app-id')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save branding' })).toBeTruthy();
    // One environment at a time, as tabs; the first is open.
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Development', 'Production']);
    expect(screen.getByRole('tab', { name: 'Development' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('button', { name: 'Create API key' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'New environment' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rotate' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Revoke' })).toBeTruthy();
    expect(screen.getByText('hk_…abcd')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Invite' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Bob' })).toBeTruthy();
    // Nobody removes themselves here, and each member's onboarding answer is shown.
    expect(screen.queryByRole('button', { name: 'Remove Ada' })).toBeNull();
    expect(screen.getByText('Designer')).toBeTruthy();
    // Only a member who has not joined yet can be sent a new invitation link.
    expect(screen.getByRole('button', { name: 'Send the invitation again: carol@acme.test' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send the invitation again: bob@acme.test' })).toBeNull();
    expect(screen.getByText('Not answered')).toBeTruthy();
  });

  it('sends only what the admin changed when branding is saved, so a renamed organisation keeps its direction', async () => {
    const user = userEvent.setup();
    const sent: UpdatePlatformOrganizationBody[] = [];
    renderConsole(
      { organization: { ...organization, branding: { color: '#112233', direction: 'rtl' } } },
      {
        saveOrganization: (body) => {
          sent.push(body);
          return Promise.resolve(organization);
        },
      },
    );
    const form = screen.getByRole('form', { name: 'Branding' });
    const name = within(form).getByLabelText(/^Organisation name/);
    await user.clear(name);
    await user.type(name, 'Acme Arabia');
    await user.click(within(form).getByRole('button', { name: 'Save branding' }));
    await screen.findByText('Branding saved.');
    expect(sent).toEqual([{ name: 'Acme Arabia' }]);

    await user.type(within(form).getByLabelText(/^Logo address/), 'https://acme.test/logo.png');
    await user.click(within(form).getByRole('button', { name: 'Save branding' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ name: 'Acme Arabia', branding: { logo: 'https://acme.test/logo.png' } });
  });

  it('clears a branding value the admin empties', async () => {
    const user = userEvent.setup();
    const sent: UpdatePlatformOrganizationBody[] = [];
    renderConsole(
      {},
      {
        saveOrganization: (body) => {
          sent.push(body);
          return Promise.resolve(organization);
        },
      },
    );
    const form = screen.getByRole('form', { name: 'Branding' });
    await user.clear(within(form).getByLabelText(/^Primary colour/));
    await user.click(within(form).getByRole('button', { name: 'Save branding' }));
    await screen.findByText('Branding saved.');
    expect(sent).toEqual([{ name: 'Acme', branding: { color: null } }]);
  });

  it('shows members the organisation without any admin control', () => {
    renderConsole({
      viewer: bob,
      members: [
        { ...ada, jobRole: null },
        { ...bob, jobRole: null },
      ],
    });
    expect(screen.getByText('dev-app-id')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Production' }));
    expect(screen.getByText('prod-app-id')).toBeTruthy();
    expect(screen.getByText('Bob (you)')).toBeTruthy();
    const adminOnly = ['Save branding', 'Create API key', 'Rotate', 'Revoke', 'Invite', 'Remove Ada'];
    for (const name of [...adminOnly, 'New environment']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.queryByRole('form', { name: 'Branding' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Job role' })).toBeNull();
    expect(screen.getByText(/Admins manage keys, members and branding/)).toBeTruthy();
  });

  it('asks before revoking a key', async () => {
    renderConsole({ keys: { env1: [key], env2: [] } });
    fireEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke this API key?' });
    expect(within(dialog).getByText(/hk_…abcd stops working at once/)).toBeTruthy();
  });
});

/** The text that describes a field (its help and its error). */
function descriptionOf(field: HTMLElement): string {
  return (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

describe('new environment', () => {
  const staging: CreatedEnvironment = {
    _id: 'env3',
    name: 'Staging',
    applicationIdentifier: 'staging-app-id',
    apiKey: { ...key, _id: 'k3', key: 'hk_staging_secret_key' },
  };

  it('is created from the keyboard, then shown selected with its key once and focus on its heading', async () => {
    const user = userEvent.setup();
    const sent: CreateEnvironmentBody[] = [];
    renderConsole(
      { keys: { env1: [key], env2: [] } },
      {
        createEnvironment: (body) => {
          sent.push(body);
          return Promise.resolve(staging);
        },
      },
    );
    const opener = screen.getByRole('button', { name: 'New environment' });
    opener.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'New environment' });
    const name = within(dialog).getByLabelText(/^Environment name/);
    await waitFor(() => expect(document.activeElement).toBe(name));

    // A blank name is refused next to the field, before anything is sent.
    await user.keyboard('   {Enter}');
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(name)).toContain('Enter a name for the environment');
    expect(sent).toEqual([]);

    await user.clear(name);
    await user.keyboard(' Staging {Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([{ name: 'Staging' }]);
    expect(screen.getByRole('tab', { name: 'Staging' }).getAttribute('aria-selected')).toBe('true');
    const heading = screen.getByRole('heading', { level: 3, name: 'Staging' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText('staging-app-id')).toBeTruthy();
    const announced = screen.getByText('Staging is ready. Copy its API key now: it is shown this once.');
    expect(announced.closest('[role="status"]')).toBeTruthy();
    const shown = screen.getByRole('region', { name: 'Your new API key' });
    expect(within(shown).getByTestId('new-api-key').textContent).toBe('hk_staging_secret_key');
    expect(screen.getByRole('table', { name: 'API keys of Staging' })).toBeTruthy();

    await user.click(within(shown).getByRole('button', { name: 'I have saved it' }));
    expect(screen.queryByText('hk_staging_secret_key')).toBeNull();
  });

  it('shows the server’s refusal of the name next to the field, and any other above the form', async () => {
    const user = userEvent.setup();
    const answers = [
      new ApiError('name: This name is already used', { kind: 'response', statusCode: 409 }),
      new ApiError('Only an organisation admin may do this', { kind: 'response', statusCode: 403 }),
    ];
    renderConsole({}, { createEnvironment: () => Promise.reject(answers.shift()!) });
    await user.click(screen.getByRole('button', { name: 'New environment' }));
    const dialog = await screen.findByRole('dialog', { name: 'New environment' });
    const name = within(dialog).getByLabelText(/^Environment name/);
    await user.type(name, 'Production');
    await user.click(within(dialog).getByRole('button', { name: 'Create environment' }));
    await waitFor(() => expect(descriptionOf(name)).toContain('This name is already used'));

    await user.click(within(dialog).getByRole('button', { name: 'Create environment' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Only an organisation admin may do this',
    );
    // The dialog stays open and nothing was added behind it.
    expect(screen.getAllByRole('tab', { hidden: true })).toHaveLength(2);
  });

  it('closes on Cancel with focus back on its button, and nothing added', async () => {
    const user = userEvent.setup();
    renderConsole({});
    const opener = screen.getByRole('button', { name: 'New environment' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'New environment' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(screen.getAllByRole('tab')).toHaveLength(2);
  });

  it('moves between environments with the arrow keys', async () => {
    const user = userEvent.setup();
    renderConsole({ viewer: bob });
    screen.getByRole('tab', { name: 'Development' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Production' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('prod-app-id')).toBeTruthy();
    expect(screen.queryByText('dev-app-id')).toBeNull();
  });
});

describe('API keys of the console', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows admins a failed load of the keys with a retry, and the keys once it succeeds', async () => {
    const data = (value: unknown) => Response.json({ data: value });
    let keysAnswer = () =>
      Response.json({ statusCode: 500, message: 'Keys are unavailable' }, { status: 500 });
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) => {
        const path = new URL(String(input)).pathname;
        if (path.endsWith('/platform/me')) return Promise.resolve(data({ member: ada, organization }));
        if (path.endsWith('/api-keys')) return Promise.resolve(keysAnswer());
        if (path.endsWith('/platform/environments')) return Promise.resolve(data(environments));
        if (path.endsWith('/platform/members')) return Promise.resolve(data([ada, bob]));
        return Promise.resolve(Response.json({ statusCode: 404, message: 'Not found' }, { status: 404 }));
      }),
    );
    storeMemberToken(token({ sub: 'm1', exp: Math.floor(Date.now() / 1000) + 3600 }));
    renderAt('/platform');
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme' })).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Keys are unavailable');

    keysAnswer = () => data([key]);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('hk_…abcd')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows admins that the keys are loading', () => {
    renderConsole({ keys: undefined });
    expect(screen.getByLabelText('Loading').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Create API key' })).toBeNull();
  });
});
