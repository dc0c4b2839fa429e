import { describe, expect, it } from 'vitest';
import { ROLE_ID } from '@herald/protocol';
import { currentMenuHref } from './menus';

describe('the side menu entry marked current', () => {
  it('is the entry itself on its own page', () => {
    expect(currentMenuHref(ROLE_ID.ADMIN, '/admin/account')).toBe('/admin/account');
    expect(currentMenuHref(ROLE_ID.GUEST, '/guest/public/')).toBe('/guest/public/');
  });

  it('is the section of a nested page', () => {
    expect(currentMenuHref(ROLE_ID.ADMIN, '/admin/account/detail/7')).toBe('/admin/account');
    expect(currentMenuHref(ROLE_ID.STUDENT, '/student/event/contribution/3/create')).toBe('/student/event');
    expect(currentMenuHref(ROLE_ID.GUEST, '/guest/public/detail/9')).toBe('/guest/public/');
  });

  it('puts a coordinator’s published work under its own entry, a manager’s under Event', () => {
    expect(currentMenuHref(ROLE_ID.COORDINATOR, '/coordinator/public/4/detail/2')).toBe(
      '/coordinator/public',
    );
    expect(currentMenuHref(ROLE_ID.COORDINATOR, '/coordinator/public')).toBe('/coordinator/public');
    expect(currentMenuHref(ROLE_ID.MANAGER, '/manager/public/4')).toBe('/manager/event');
  });

  it('marks nothing on a page outside the menu, and never a look-alike prefix', () => {
    expect(currentMenuHref(ROLE_ID.ADMIN, '/profile')).toBe('/profile');
    expect(currentMenuHref(ROLE_ID.ADMIN, '/admin/eventful')).toBe('/admin/eventful');
  });
});
