// A keyboard-only walk through the popover center, asserting where focus is after every step: it never falls to
// the page's body, and Tab moves through the bell, the panel and on to what follows the bell.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIXED_NOW, sampleMessages } from '../fixtures.js';
import { samplePreferences } from '../Settings/fixtures.js';
import { Settings } from '../Settings/Settings.js';
import { PopoverNotificationCenter } from './PopoverNotificationCenter.js';

beforeAll(() => import('./PopoverPanel.js'));

/** A host page: a link before the bell, the bell, a button after it; the center's state kept as a host would. */
function Host({ messages = 3 }: { messages?: number }) {
  const [notifications, setNotifications] = useState(() => sampleMessages(messages));
  const [settings, setSettings] = useState(false);
  const [preferences, setPreferences] = useState(samplePreferences);
  return (
    <>
      <a href="#main">Home</a>
      <PopoverNotificationCenter
        unseenCount={notifications.filter((message) => !message.seen).length}
        feed={{ notifications, now: FIXED_NOW }}
        onMarkAllAsRead={() => setNotifications((all) => all.map((message) => ({ ...message, read: true })))}
        showUserPreferences
        onOpenSettings={() => setSettings(true)}
      >
        {settings ? (
          <Settings
            preferences={preferences}
            onToggle={(templateId, channel, enabled) =>
              setPreferences((all) =>
                all.map((item) =>
                  item.template._id === templateId
                    ? {
                        ...item,
                        preference: {
                          ...item.preference,
                          channels: { ...item.preference.channels, [channel]: enabled },
                        },
                      }
                    : item,
                ),
              )
            }
            onBack={() => setSettings(false)}
          />
        ) : undefined}
      </PopoverNotificationCenter>
      <button type="button">Sign out</button>
    </>
  );
}

const focused = () => document.activeElement;
const dialog = () => screen.getByRole('dialog', { name: 'Notifications' });

describe('the popover center by keyboard', () => {
  it('walks bell → message → mark all as read → settings → a channel → back → Escape, focus never on the body', async () => {
    const user = userEvent.setup();
    render(<Host />);
    const bell = screen.getByRole('button', { name: /^Notifications/ });

    await user.tab();
    await user.tab();
    expect(focused()).toBe(bell);
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Notifications' });
    const markAll = within(dialog()).getByRole('button', { name: 'Mark all as read' });
    expect(focused()).toBe(markAll);

    // Shift+Tab from the first message goes back up into the panel's header, not into the page.
    const firstMessage = within(dialog()).getByRole('button', { name: /#1 has a new comment/ });
    firstMessage.focus();
    await user.tab({ shift: true });
    expect(dialog().contains(focused())).toBe(true);
    expect(within(dialog()).getByRole('heading', { name: /Notifications/ }).parentElement).toContain(
      focused(),
    );

    // Mark all as read disables itself: focus moves on to the settings cog after it.
    markAll.focus();
    await user.keyboard('{Enter}');
    expect(markAll).toHaveProperty('disabled', true);
    expect(focused()).toBe(within(dialog()).getByRole('button', { name: 'Settings' }));

    // The cog gives way to the settings view: focus lands on its first control, Back.
    await user.keyboard('{Enter}');
    const back = await within(dialog()).findByRole('button', { name: 'Back' });
    expect(focused()).toBe(back);

    await user.tab();
    expect(focused()).toBe(within(dialog()).getByRole('button', { name: /Comments/ }));
    await user.keyboard('{Enter}');
    await user.tab();
    const channel = focused() as HTMLElement;
    expect(channel.getAttribute('role')).toBe('switch');
    expect(dialog().contains(channel)).toBe(true);
    const wasOn = channel.getAttribute('aria-checked') === 'true';
    await user.keyboard(' ');
    expect(channel.getAttribute('aria-checked') === 'true').toBe(!wasOn);
    expect(focused()).toBe(channel);

    // Back returns to the feed, with focus on the cog that opened the settings.
    back.focus();
    await user.keyboard('{Enter}');
    expect(focused()).toBe(within(dialog()).getByRole('button', { name: 'Settings' }));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(focused()).toBe(bell);
  });

  it('tabs from the bell into the open panel, and from its last control on to what follows the bell', async () => {
    const user = userEvent.setup();
    render(<Host messages={1} />);
    const bell = screen.getByRole('button', { name: /^Notifications/ });
    await user.click(bell);
    await screen.findByRole('dialog', { name: 'Notifications' });

    bell.focus();
    await user.tab();
    expect(focused()).toBe(within(dialog()).getByRole('button', { name: 'Mark all as read' }));
    await user.tab({ shift: true });
    expect(focused()).toBe(bell);
    expect(screen.getByRole('dialog', { name: 'Notifications' })).toBeTruthy();

    // The last control of the panel is its footer's link; Tab from it leaves the panel for the button after the bell.
    within(dialog()).getByRole('link').focus();
    await user.tab();
    expect(focused()).toBe(screen.getByRole('button', { name: 'Sign out' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
