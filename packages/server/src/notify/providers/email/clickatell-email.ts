import { defineProvider, ProviderError } from '../types.js';
import { apiKey } from '../fields.js';
import { clickatell } from '../sms/clickatell.js';

/** The phone number an email-to-SMS address carries in its local part (`447700900123@sms.example`). */
function phoneOf(address: string): string | undefined {
  const local = address.slice(0, address.lastIndexOf('@')).replace(/[\s().-]/g, '');
  return /^\+?[1-9]\d{6,14}$/.test(local) ? `+${local.replace(/^\+/, '')}` : undefined;
}

// Clickatell has no email API (docs/decisions/0011-engine-breadth.md): this email provider delivers each email as
// an SMS through Clickatell's messaging API to the number in the recipient address's local part, the way email-to-SMS
// gateways address phones. The subject leads the text; any other address is refused.
export const clickatellEmail = defineProvider({
  id: 'clickatell-email',
  displayName: 'Clickatell (email to SMS)',
  channel: 'email',
  credentials: [apiKey],
  docReference: 'https://docs.clickatell.com/channels/sms-channels/sms-api-reference/',
  async send(credentials, request, runtime) {
    const phones = request.to.map((address) => {
      const phone = phoneOf(address);
      if (!phone) {
        throw new ProviderError(
          `Clickatell delivers email as SMS only to addresses whose name is a phone number (447700900123@sms.example), not ${address}`,
          { retryable: false },
        );
      }
      return phone;
    });
    const content = [request.subject.trim(), request.text.trim()].filter(Boolean).join('\n');
    let id: string | null = null;
    for (const to of phones) {
      const sent = await clickatell.send(credentials, { to, content, id: request.id }, runtime);
      id ??= sent.id;
    }
    return { id, date: runtime.now().toISOString() };
  },
});
