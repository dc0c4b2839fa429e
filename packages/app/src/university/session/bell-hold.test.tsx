import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { holdBell, retireSubscriberHash, useBellHeld } from './bell-hold';

describe('the bell during a password change', () => {
  it('stays held after the hold is let go while the shell still has the retired hash, and starts with the new one', () => {
    const { result, rerender } = renderHook(({ hash }) => useBellHeld(hash), {
      initialProps: { hash: 'hash-before' as string | undefined },
    });
    expect(result.current).toBe(false);
    let release = () => undefined as void;
    act(() => {
      release = holdBell();
    });
    expect(result.current).toBe(true);
    // The password changed, then the page let the hold go before the account was read again.
    act(() => {
      retireSubscriberHash('hash-before');
      release();
    });
    expect(result.current).toBe(true);
    // The shell read the account with its new hash.
    rerender({ hash: 'hash-after' });
    expect(result.current).toBe(false);
  });

  it('lets the bell go with the same hash when the change was refused (nothing retired)', () => {
    const { result } = renderHook(() => useBellHeld('hash-unchanged'));
    let release = () => undefined as void;
    act(() => {
      release = holdBell();
    });
    expect(result.current).toBe(true);
    act(() => release());
    expect(result.current).toBe(false);
  });
});
