import { describe, expect, test } from 'vitest';
import {
  globalPreferencesResponseSchema,
  preferenceParamsSchema,
  preferencesResponseSchema,
  updateGlobalPreferenceBodySchema,
  updatePreferenceBodySchema,
  updatePreferenceResponseSchema,
} from './preferences.schemas.js';

const item = {
  template: { _id: 'tpl_1', name: 'Order status', critical: false },
  preference: { enabled: true, channels: { in_app: true, email: false } },
};

describe('preference items', () => {
  test('one row per workflow with its channels', () => {
    expect(preferencesResponseSchema.parse({ data: [item] })).toEqual({ data: [item] });
    expect(globalPreferencesResponseSchema.parse({ data: [{ preference: item.preference }] })).toBeTruthy();
  });

  test('channels map only known channel types to booleans', () => {
    const fax = preferencesResponseSchema.safeParse({
      data: [{ ...item, preference: { enabled: true, channels: { fax: true } } }],
    });
    expect(fax.success).toBe(false);
    const text = preferencesResponseSchema.safeParse({
      data: [{ ...item, preference: { enabled: true, channels: { email: 'yes' } } }],
    });
    expect(text.success).toBe(false);
  });
});

describe('updates', () => {
  test('a channel toggle names the workflow in the path and the channel in the body', () => {
    expect(preferenceParamsSchema.parse({ templateId: 'tpl_1' })).toEqual({ templateId: 'tpl_1' });
    expect(updatePreferenceBodySchema.parse({ channel: { type: 'email', enabled: false } })).toEqual({
      channel: { type: 'email', enabled: false },
    });
    expect(
      updatePreferenceBodySchema.safeParse({ channel: { type: 'fax', enabled: true } }).error?.issues[0]
        ?.message,
    ).toBe('type must be in_app, email, sms, chat or push');
    expect(updatePreferenceResponseSchema.parse({ data: item })).toEqual({ data: item });
  });

  test('a whole workflow can be switched off without naming a channel', () => {
    expect(updatePreferenceBodySchema.parse({ enabled: false })).toEqual({ enabled: false });
    expect(updatePreferenceBodySchema.safeParse({}).error?.issues[0]?.message).toBe(
      'Send a channel preference, enabled, or both',
    );
  });

  test('a template may carry its trigger and tags for hosts that filter the view', () => {
    const tagged = {
      ...item,
      template: {
        ...item.template,
        triggers: [{ type: 'event', identifier: 'comment-added' }],
        tags: ['events'],
      },
    };
    expect(preferencesResponseSchema.parse({ data: [tagged] })).toEqual({ data: [tagged] });
  });

  test('a global update sends channel preferences, enabled, or both', () => {
    expect(updateGlobalPreferenceBodySchema.parse({ enabled: false })).toEqual({
      preferences: [],
      enabled: false,
    });
    expect(
      updateGlobalPreferenceBodySchema.parse({ preferences: [{ type: 'sms', enabled: false }] }).preferences,
    ).toEqual([{ type: 'sms', enabled: false }]);
    expect(updateGlobalPreferenceBodySchema.safeParse({}).error?.issues[0]?.message).toBe(
      'Send at least one channel preference or enabled',
    );
  });

  test('a channel named twice in one global update is refused', () => {
    const twice = updateGlobalPreferenceBodySchema.safeParse({
      preferences: [
        { type: 'sms', enabled: false },
        { type: 'sms', enabled: true },
      ],
    });
    expect(twice.error?.issues[0]?.message).toBe('Each channel may appear once');
  });
});
