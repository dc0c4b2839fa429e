import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UIProvider } from '@herald/ui/components/UIProvider';
import { FIXED_NOW, sampleMessages } from '../fixtures.js';
import { NotificationCenter } from './NotificationCenter.js';

const feed = { notifications: sampleMessages(3), now: FIXED_NOW };

describe('the notification center in other languages', () => {
  it('loads the language it is given and speaks it everywhere, relative times included', async () => {
    render(<NotificationCenter feed={feed} unreadCount={3} language="de" />);
    const center = await screen.findByRole('region', { name: 'Benachrichtigungen' });
    expect(center.getAttribute('lang')).toBe('de');
    expect(screen.getByRole('heading', { name: 'Benachrichtigungen, 3 ungelesene' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Alle als gelesen markieren' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Bereitgestellt von Herald' })).toBeTruthy();
    expect(within(center).getByText('vor 1 Minute')).toBeTruthy();
  });

  it('follows the surrounding provider’s locale when given no language', async () => {
    render(
      <UIProvider locale="fr-CA">
        <NotificationCenter feed={{ notifications: [] }} />
      </UIProvider>,
    );
    expect(await screen.findByText('Rien de nouveau pour le moment')).toBeTruthy();
  });

  it('uses the plural forms of the language for the unread count', async () => {
    const { rerender } = render(<NotificationCenter feed={feed} unreadCount={5} language="pl" />);
    expect(await screen.findByRole('heading', { name: 'Powiadomienia, 5 nieprzeczytanych' })).toBeTruthy();
    rerender(<NotificationCenter feed={feed} unreadCount={3} language="pl" />);
    expect(screen.getByRole('heading', { name: 'Powiadomienia, 3 nieprzeczytane' })).toBeTruthy();
  });

  it('reads right to left in Arabic, Hebrew, Persian and Urdu, unless told otherwise', async () => {
    const { rerender } = render(<NotificationCenter feed={feed} language="ar" />);
    expect((await screen.findByRole('region', { name: 'الإشعارات' })).getAttribute('dir')).toBe('rtl');
    rerender(<NotificationCenter feed={feed} language="he" />);
    expect((await screen.findByRole('region', { name: 'התראות' })).getAttribute('dir')).toBe('rtl');
    rerender(<NotificationCenter feed={feed} language="fa" />);
    expect((await screen.findByRole('region', { name: 'اعلان‌ها' })).getAttribute('dir')).toBe('rtl');
    rerender(<NotificationCenter feed={feed} language="ur" />);
    expect((await screen.findByRole('region', { name: 'اطلاعات' })).getAttribute('dir')).toBe('rtl');
    rerender(<NotificationCenter feed={feed} language="ur" direction="ltr" />);
    expect(screen.getByRole('region', { name: 'اطلاعات' }).getAttribute('dir')).toBe('ltr');
    rerender(<NotificationCenter feed={feed} language="de" />);
    expect((await screen.findByRole('region', { name: 'Benachrichtigungen' })).getAttribute('dir')).toBe(
      'ltr',
    );
  });

  it('takes the host’s own texts over the language’s, keeping the rest', async () => {
    render(
      <NotificationCenter
        feed={feed}
        unreadCount={2}
        language="es"
        labels={{
          markAllAsRead: 'Todo leído',
          settings: '',
          unreadCount: { one: '{count} sin leer', other: '{count} sin leer' },
        }}
        showUserPreferences
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Notificaciones, 2 sin leer' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Todo leído' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Configuración' })).toBeTruthy();
  });

  it('stays in English for a language it does not speak', () => {
    render(<NotificationCenter feed={{ notifications: [] }} language="tlh" />);
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeTruthy();
    expect(screen.getByText('Nothing new to see here yet')).toBeTruthy();
  });

  it('puts the product’s name where the language places it', async () => {
    render(<NotificationCenter feed={feed} language="ja" />);
    expect(await screen.findByRole('link', { name: 'Herald 提供' })).toBeTruthy();
  });
});

describe('the notification center’s direction, resolved in one order', () => {
  const dirOf = () => screen.getByRole('region', { name: 'Notifications' }).getAttribute('dir');

  it('follows a right-to-left provider when the organisation’s branding chose no direction', () => {
    render(
      <UIProvider direction="rtl">
        <NotificationCenter feed={feed} brand={{ color: '#be185d' }} />
      </UIProvider>,
    );
    expect(dirOf()).toBe('rtl');
  });

  it('takes the provider’s direction over a direction the branding chose', () => {
    render(
      <UIProvider direction="rtl">
        <NotificationCenter feed={feed} brand={{ direction: 'ltr' }} />
      </UIProvider>,
    );
    expect(dirOf()).toBe('rtl');
  });

  it('takes the language it is given over the provider, and its own direction over both', async () => {
    const { rerender } = render(
      <UIProvider direction="rtl">
        <NotificationCenter feed={feed} language="en" />
      </UIProvider>,
    );
    expect(dirOf()).toBe('ltr');
    rerender(
      <UIProvider direction="rtl">
        <NotificationCenter feed={feed} language="en" direction="rtl" />
      </UIProvider>,
    );
    expect(dirOf()).toBe('rtl');
  });

  it('names no direction of its own outside a provider with no branding direction, so the page’s applies', () => {
    render(
      <div dir="rtl">
        <NotificationCenter feed={feed} brand={{ color: '#be185d' }} />
      </div>,
    );
    expect(dirOf()).toBeNull();
  });

  it('isolates each time, so its words keep their order in a right-to-left center', () => {
    render(
      <UIProvider direction="rtl">
        <NotificationCenter feed={feed} />
      </UIProvider>,
    );
    const times = screen.getAllByText(/ago$/);
    expect(times.length).toBeGreaterThan(0);
    for (const time of times) expect(time.tagName).toBe('BDI');
  });
});

describe('the notification center’s branding and powered-by link', () => {
  it('applies the organisation’s colour, font family and direction', () => {
    render(
      <NotificationCenter
        feed={feed}
        brand={{ color: '#be185d', fontFamily: 'Georgia, serif', direction: 'rtl' }}
      />,
    );
    const center = screen.getByRole('region', { name: 'Notifications' });
    expect(center.getAttribute('dir')).toBe('rtl');
    const style = center.getAttribute('style') ?? '';
    expect(style).toContain('Georgia, serif');
    expect(style).toContain('#be185d');
  });

  it('links to the configured site with the in-app campaign', () => {
    render(<NotificationCenter feed={feed} poweredByUrl="https://herald.example.edu/about#team" />);
    expect(screen.getByRole('link', { name: 'Powered by Herald' }).getAttribute('href')).toBe(
      'https://herald.example.edu/about?utm_campaign=in-app#team',
    );
  });
});
