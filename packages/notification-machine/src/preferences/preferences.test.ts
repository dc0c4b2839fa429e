import type { PreferenceItem } from '@herald/notification-protocol';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createCoverage } from '../../test/coverage.js';
import { deferred } from '../../test/fakes.js';
import { createScriptedApi, refuse } from '../../test/scripted-api.js';
import type { Answer } from '../../test/scripted-api.js';
import { preferencesMachine } from './preferences.machine.js';
import {
  globalPreference,
  isPreferenceUpdating,
  isPreferencesLoading,
  preferencesError,
  preferencesStatus,
  savedTemplateId,
  visiblePreferences,
} from './preferences.selectors.js';
import type { PreferencesSnapshot } from './preferences.selectors.js';

const coverage = createCoverage(preferencesMachine);
afterAll(() => {
  expect(coverage.missing()).toEqual([]);
});
afterEach(() => {
  vi.useRealTimers();
});

function row(
  id: string,
  channels: PreferenceItem['preference']['channels'],
  critical = false,
): PreferenceItem {
  return { template: { _id: id, name: `Workflow ${id}`, critical }, preference: { enabled: true, channels } };
}

const comments = row('comments', { in_app: true, email: true });
const deadlines = row('deadlines', { email: false });
const passwordReset = row('password-reset', { email: true }, true);
const internal = row('internal', {});

const PREFERENCES = 'GET /widgets/preferences';
const GLOBAL = 'GET /widgets/preferences/global';

function startPreferences(
  routes: Record<string, Answer> = {},
  { eager = true, token = 'token-1' as string | null } = {},
) {
  const api = createScriptedApi({
    [PREFERENCES]: () => [comments, deadlines, passwordReset, internal],
    [GLOBAL]: () => [{ preference: { enabled: true, channels: { email: true, in_app: true } } }],
    ...routes,
  });
  const actor = createActor(preferencesMachine, {
    input: { api, eager, token: token ?? undefined },
    inspect: coverage.inspect,
  }).start();
  const changed: unknown[] = [];
  actor.on('preference.changed', (event) => changed.push(event.item));
  return { actor, api, changed };
}

const status = (snapshot: PreferencesSnapshot) => preferencesStatus(snapshot);
const emailOf = (snapshot: PreferencesSnapshot, id: string) =>
  visiblePreferences(snapshot).find((item) => item.template._id === id)?.preference.channels.email;

async function loaded(routes: Record<string, Answer> = {}) {
  const started = startPreferences(routes);
  await waitFor(started.actor, (snapshot) => status(snapshot) === 'settled');
  return started;
}

describe('loading preferences', () => {
  it('loads per workflow and global, hiding critical workflows and those without channels', async () => {
    const { actor } = startPreferences({}, { token: null });
    expect(status(actor.getSnapshot())).toBe('idle');
    actor.send({ type: 'session.ready', token: 'token-1' });
    expect(isPreferencesLoading(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (snapshot) => status(snapshot) === 'settled');
    expect(visiblePreferences(actor.getSnapshot()).map((item) => item.template._id)).toEqual([
      'comments',
      'deadlines',
    ]);
    expect(globalPreference(actor.getSnapshot())).toEqual({
      enabled: true,
      channels: { email: true, in_app: true },
    });
  });

  it('waits for the settings view when loaded lazily, then serves it from the cache for 5 minutes', async () => {
    vi.useFakeTimers();
    const { actor, api } = startPreferences({}, { eager: false });
    expect(api.calls).toHaveLength(0);
    actor.send({ type: 'preferences.load' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'preferences.load' });
    expect(api.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(5 * 60 * 1000);
    actor.send({ type: 'preferences.load' });
    await vi.advanceTimersByTimeAsync(0);
    expect(api.calls).toHaveLength(4);
    actor.send({ type: 'preferences.refetch' });
    await vi.advanceTimersByTimeAsync(0);
    expect(api.calls).toHaveLength(6);
  });

  it("fails with the server's message and loads again when asked", async () => {
    const { actor, api } = startPreferences({ [PREFERENCES]: refuse('Subscriber not found', 404) });
    await waitFor(actor, (snapshot) => status(snapshot) === 'failed');
    expect(preferencesError(actor.getSnapshot())).toBe('Subscriber not found');
    api.answer(PREFERENCES, () => [comments]);
    actor.send({ type: 'preferences.load' });
    await waitFor(actor, (snapshot) => status(snapshot) === 'settled');
    api.answer(PREFERENCES, refuse('Subscriber not found', 404));
    actor.send({ type: 'preferences.refetch' });
    await waitFor(actor, (snapshot) => status(snapshot) === 'failed');
    actor.send({ type: 'preferences.refetch' });
    expect(status(actor.getSnapshot())).toBe('loading');
  });

  it('refuses a preferences answer that is not a list, after the retries', async () => {
    vi.useFakeTimers();
    const { actor, api } = startPreferences({ [PREFERENCES]: () => ({ not: 'a list' }) });
    await vi.advanceTimersByTimeAsync(7000);
    expect(api.calls.filter((call) => call.path === '/widgets/preferences')).toHaveLength(4);
    expect(preferencesError(actor.getSnapshot())).toBe('The server answered the preferences without a list');
  });

  it('forgets the preferences when the session ends', async () => {
    const { actor } = await loaded();
    actor.send({ type: 'session.ended' });
    expect(status(actor.getSnapshot())).toBe('idle');
    expect(visiblePreferences(actor.getSnapshot())).toEqual([]);
  });
});

describe('toggling a channel', () => {
  it('shows the toggle at once, keeps the server row, shows Saved for 1.5 s', async () => {
    vi.useFakeTimers();
    const answer = deferred<PreferenceItem>();
    const { actor, api, changed } = startPreferences({
      'PATCH /widgets/preferences/deadlines': () => answer.promise,
    });
    await vi.advanceTimersByTimeAsync(0);

    actor.send({ type: 'preference.toggle', templateId: 'deadlines', channel: 'email', enabled: true });
    expect(emailOf(actor.getSnapshot(), 'deadlines')).toBe(true);
    expect(isPreferenceUpdating(actor.getSnapshot())).toBe(true);
    expect(api.calls.at(-1)).toEqual({
      method: 'PATCH',
      path: '/widgets/preferences/deadlines',
      body: { channel: { type: 'email', enabled: true } },
    });

    const saved = {
      ...row('deadlines', { email: true }),
      preference: { enabled: true, channels: { email: true, in_app: false } },
    };
    answer.resolve(saved);
    await vi.advanceTimersByTimeAsync(0);
    expect(visiblePreferences(actor.getSnapshot())[1]).toEqual(saved);
    expect(savedTemplateId(actor.getSnapshot())).toBe('deadlines');
    expect(changed).toEqual([saved]);

    await vi.advanceTimersByTimeAsync(1499);
    expect(status(actor.getSnapshot())).toBe('saved');
    await vi.advanceTimersByTimeAsync(1);
    expect(status(actor.getSnapshot())).toBe('settled');
    expect(savedTemplateId(actor.getSnapshot())).toBeUndefined();
  });

  it('puts the toggle back and says why when the server refuses it', async () => {
    const { actor } = await loaded({
      'PATCH /widgets/preferences/comments': refuse('Workflow is critical', 400),
    });
    actor.send({ type: 'preference.toggle', templateId: 'comments', channel: 'email', enabled: false });
    expect(emailOf(actor.getSnapshot(), 'comments')).toBe(false);
    await waitFor(actor, (snapshot) => status(snapshot) === 'settled');
    expect(emailOf(actor.getSnapshot(), 'comments')).toBe(true);
    expect(preferencesError(actor.getSnapshot())).toBe('Workflow is critical');
  });

  it('takes no toggle while another is saving, and takes one again while Saved shows', async () => {
    vi.useFakeTimers();
    const answer = deferred<PreferenceItem>();
    const { actor, api } = startPreferences({
      'PATCH /widgets/preferences/comments': () => answer.promise,
      'PATCH /widgets/preferences/deadlines': () => row('deadlines', { email: true }),
    });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'preference.toggle', templateId: 'comments', channel: 'email', enabled: false });
    actor.send({ type: 'preference.toggle', templateId: 'deadlines', channel: 'email', enabled: true });
    expect(emailOf(actor.getSnapshot(), 'deadlines')).toBe(false);

    answer.resolve(row('comments', { in_app: true, email: false }));
    await vi.advanceTimersByTimeAsync(0);
    expect(status(actor.getSnapshot())).toBe('saved');
    actor.send({ type: 'preference.toggle', templateId: 'deadlines', channel: 'email', enabled: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(savedTemplateId(actor.getSnapshot())).toBe('deadlines');
    expect(api.calls.filter((call) => call.method === 'PATCH')).toHaveLength(2);
  });

  it('ignores a toggle of a workflow it does not know, and refuses an answer without the row', async () => {
    const { actor, api } = await loaded({ 'PATCH /widgets/preferences/comments': () => ({}) });
    actor.send({ type: 'preference.toggle', templateId: 'unknown', channel: 'email', enabled: true });
    expect(status(actor.getSnapshot())).toBe('settled');
    actor.send({ type: 'preference.toggle', templateId: 'comments', channel: 'in_app', enabled: false });
    await waitFor(actor, (snapshot) => preferencesError(snapshot) !== undefined);
    expect(preferencesError(actor.getSnapshot())).toBe(
      'The server answered the update without the preference',
    );
    expect(api.calls.filter((call) => call.method === 'PATCH')).toHaveLength(1);
  });

  it('applies a row saved in another tab', async () => {
    const { actor } = await loaded();
    actor.send({ type: 'preferences.remoteChange', item: row('deadlines', { email: true }) });
    expect(emailOf(actor.getSnapshot(), 'deadlines')).toBe(true);
  });
});
