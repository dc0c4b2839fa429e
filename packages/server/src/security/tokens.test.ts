import { describe, expect, it } from 'vitest';
import { createTokenService } from './tokens.js';

const subscriber = { _id: 'row-1', subscriberId: 'ada', environmentId: 'env-1', organizationId: 'org-1' };
const ttl = { appSeconds: 3600, widgetSeconds: 600 };

/** A token service on a clock the test moves. */
function onClock(secret = 's'.repeat(32)) {
  let now = Date.parse('2026-03-01T12:00:00Z');
  const tokens = createTokenService(secret, ttl, () => now);
  return { tokens, advance: (ms: number) => (now += ms) };
}

describe('token verification, remembered for the token’s life', () => {
  it('answers the same claims on every use while the token lives', async () => {
    const { tokens, advance } = onClock();
    const token = await tokens.signWidget(subscriber);
    const first = await tokens.verifyWidget(token);
    expect(first).toMatchObject(subscriber);
    advance(599_000);
    await expect(tokens.verifyWidget(token)).resolves.toEqual(first);
  });

  it('refuses a token as expired once its time is up, although it was verified before', async () => {
    const { tokens, advance } = onClock();
    const token = await tokens.signWidget(subscriber);
    await tokens.verifyWidget(token);
    advance(600_000);
    await expect(tokens.verifyWidget(token)).rejects.toMatchObject({ reason: 'expired' });
    // Still refused on the next use: the remembered claims are gone, and jose refuses it too.
    await expect(tokens.verifyWidget(token)).rejects.toMatchObject({ reason: 'expired' });
  });

  it('never lets a verified widget token stand for another audience', async () => {
    const { tokens } = onClock();
    const token = await tokens.signWidget(subscriber);
    await tokens.verifyWidget(token);
    await expect(tokens.verifyMember(token)).rejects.toMatchObject({ reason: 'invalid' });
    await expect(tokens.verifyGuest(token)).rejects.toMatchObject({ reason: 'invalid' });
    await expect(tokens.verifyApp(token)).rejects.toMatchObject({ reason: 'invalid' });
  });

  it('refuses a token another secret signed, and one altered after signing', async () => {
    const { tokens } = onClock();
    const foreign = await onClock('f'.repeat(32)).tokens.signWidget(subscriber);
    await expect(tokens.verifyWidget(foreign)).rejects.toMatchObject({ reason: 'invalid' });
    const token = await tokens.signWidget(subscriber);
    await tokens.verifyWidget(token);
    const [header, , signature] = token.split('.');
    const claims = Buffer.from(JSON.stringify({ ...subscriber, _id: 'row-2', exp: 4_000_000_000 })).toString(
      'base64url',
    );
    await expect(tokens.verifyWidget(`${header}.${claims}.${signature}`)).rejects.toMatchObject({
      reason: 'invalid',
    });
  });
});
