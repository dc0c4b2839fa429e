import { deploymentOf } from '../deployment.js';
import { defineProvider, ProviderError } from '../types.js';
import { genericSms } from './generic-sms.js';

// Herald's own SMS provider: no credentials; each message goes to the operator's SMS gateway (HERALD_SMS_URL and
// HERALD_SMS_API_KEY) as the generic SMS provider's request. A deployment without a gateway refuses clearly.
export const heraldSms = defineProvider({
  id: 'herald-sms',
  displayName: 'Herald SMS',
  channel: 'sms',
  credentials: [],
  docReference: 'https://docs.herald.localhost/providers/herald-sms',
  send(_credentials, request, runtime) {
    const gateway = deploymentOf(runtime, 'Herald SMS').smsGateway;
    if (!gateway) {
      throw new ProviderError(
        'Herald SMS is not available: this deployment has no SMS gateway (HERALD_SMS_URL and HERALD_SMS_API_KEY); choose another SMS provider',
        { code: 'SMS_GATEWAY_NOT_CONFIGURED', retryable: false },
      );
    }
    // The operator set the gateway URL, so it is trusted even on a private network.
    return genericSms.send(
      {
        baseUrl: gateway.url,
        apiKeyRequestHeader: gateway.apiKeyHeader,
        apiKey: gateway.apiKey,
        idPath: 'data.id',
        datePath: 'data.date',
        from: gateway.from,
      },
      request,
      { ...runtime, checkUrl: () => Promise.resolve() },
    );
  },
});
