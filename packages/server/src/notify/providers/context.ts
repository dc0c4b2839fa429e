// The provider runtime of one server: real network, outbound URL checks, the server's clock, and the server's own
// mailer and SMS gateway for Herald's own providers.
import type { NotifyContext } from '../context.js';
import { outboundAllowList } from './outbound-addresses.js';
import { createRuntime } from './runtime.js';
import type { ProviderRuntime } from './types.js';

const runtimes = new WeakMap<NotifyContext, ProviderRuntime>();

/**
 * Loopback, private, link-local and metadata targets are refused after DNS resolution, in every environment,
 * unless the operator's allow-list (`OUTBOUND_ALLOW`) names them: an SMTP relay on the private network, say.
 */
export function runtimeFor(ctx: NotifyContext): ProviderRuntime {
  let runtime = runtimes.get(ctx);
  if (!runtime) {
    runtime = {
      ...createRuntime({ now: ctx.now, allowPrivateUrls: outboundAllowList(ctx.config.outboundAllow) }),
      deployment: {
        mail: (mail) => ctx.mailer.send(mail),
        smsGateway: ctx.config.smsGateway,
      },
    };
    runtimes.set(ctx, runtime);
  }
  return runtime;
}

/** Replaces parts of a server's runtime (tests: a resolver with chosen answers, a fixed jitter). */
export function overrideRuntime(ctx: NotifyContext, parts: Partial<ProviderRuntime>): void {
  runtimes.set(ctx, { ...runtimeFor(ctx), ...parts });
}
