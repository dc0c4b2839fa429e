// Herald's own providers send through the deployment's delivery (its mailer, its SMS gateway), which only a running
// server has.
import { ProviderError, type DeploymentDelivery, type ProviderRuntime } from './types.js';

/** The deployment's delivery, or a clear refusal where a provider runs outside a server. */
export function deploymentOf(runtime: ProviderRuntime, provider: string): DeploymentDelivery {
  if (!runtime.deployment) {
    throw new ProviderError(
      `${provider} sends through the server's own delivery, which is not available here`,
      {
        retryable: false,
      },
    );
  }
  return runtime.deployment;
}
