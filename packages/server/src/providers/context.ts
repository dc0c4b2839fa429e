// The provider runtime of one server: real network, outbound URL checks, the server's clock, and the server's own
// mailer and SMS gateway for Herald's own providers.
import type { AppContext } from '../context.js';
import { createRuntime } from './runtime.js';
import type { ProviderRuntime } from './types.js';

const runtimes = new WeakMap<AppContext, ProviderRuntime>();

/**
 * Private and loopback targets are refused in production unless OUTBOUND_ALLOW_PRIVATE is set (an SMTP relay on
 * the private network, say); development and tests call loopback servers.
 */
export function runtimeFor(ctx: AppContext): ProviderRuntime {
  let runtime = runtimes.get(ctx);
  if (!runtime) {
    const allow = ['1', 'true', 'yes'].includes((process.env.OUTBOUND_ALLOW_PRIVATE ?? '').toLowerCase());
    runtime = {
      ...createRuntime({ now: ctx.now, allowPrivateUrls: allow || !ctx.config.production }),
      deployment: {
        mail: (mail) => ctx.mailer.send(ctx, mail),
        smsGateway: ctx.config.smsGateway,
      },
    };
    runtimes.set(ctx, runtime);
  }
  return runtime;
}

/** Replaces parts of a server's runtime (tests: a resolver with chosen answers, a fixed jitter). */
export function overrideRuntime(ctx: AppContext, parts: Partial<ProviderRuntime>): void {
  runtimes.set(ctx, { ...runtimeFor(ctx), ...parts });
}
