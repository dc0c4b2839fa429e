// What a subscriber keeps per chat or push provider (webhook URL, channel, device tokens), sealed at rest: opened
// by the management API that shows it and by the steps that deliver through it.
import type { z } from 'zod';
import type { subscriberChannelBodySchema } from '@herald/protocol/schemas';
import { decrypt } from '../../security/crypto.js';

export type ChannelCredentials = z.infer<typeof subscriberChannelBodySchema>['credentials'];

export function openChannelCredentials(key: Buffer, sealed: string): ChannelCredentials {
  return JSON.parse(decrypt(key, sealed)) as ChannelCredentials;
}
