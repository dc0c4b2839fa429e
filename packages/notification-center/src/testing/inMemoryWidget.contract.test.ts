// The widget protocol's contract suite through the in-memory widget's in-page transport: the page's fetch and the
// browser build of socket.io-client over the in-memory WebSocket, as stories and tests reach it.
import {
  widgetContract,
  type ContractSocket,
  type WidgetContractTarget,
} from '@herald/notification-protocol/testing';
import { afterAll, describe, it } from 'vitest';
import { createInMemoryWidget } from './inMemoryWidget.js';

const subscriberHash = (subscriberId: string) => `hash-of-${subscriberId}`;
const widget = createInMemoryWidget({
  subscriberHash,
  preferences: [
    {
      template: { _id: 'contract-inbox', name: 'Inbox', critical: false },
      preference: { enabled: true, channels: { in_app: true } },
    },
  ],
});
afterAll(() => widget.dispose());

const target: WidgetContractTarget = {
  url: widget.backendUrl,
  fetch: widget.fetch,
  applicationIdentifier: widget.applicationIdentifier,
  subscriberHash,
  deliver: async (subscriberId, content) => void widget.backend.deliver(subscriberId, { content }),
  async connectSocket(token) {
    // Loaded once the widget routes the page's WebSocket, which the client reads when it loads.
    const { io } = await import('socket.io-client/dist/socket.io.js');
    const socket = io(widget.backendUrl, { transports: ['websocket'], reconnection: false, auth: { token } });
    return new Promise<ContractSocket>((resolve, reject) => {
      socket.once('connect', () =>
        resolve({
          next: (event) => new Promise((received) => socket.once(event, received)),
          close: () => socket.disconnect(),
        }),
      );
      socket.once('connect_error', (error: Error) => {
        socket.disconnect();
        reject(error);
      });
    });
  },
};

describe('the widget contract, through the in-memory widget’s in-page transport', () => {
  for (const contractCase of widgetContract) it(contractCase.name, () => contractCase.run(target));
});
