// The widget protocol's contract suite against the real server: sessions signed with the environment's API key,
// messages delivered by triggering an in-app workflow through the management API, socket.io on the same port.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { widgetContract, type WidgetContractTarget } from '@herald/protocol/testing';
import { connectSocket, management, startServer, type TestServer } from './harness.js';

const WORKFLOW = 'contract-inbox';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
  const created = await management(server, 'POST', '/workflows', {
    name: 'Contract inbox',
    triggerIdentifier: WORKFLOW,
    steps: [{ type: 'in_app', content: '{{content}}' }],
  });
  if (created.status !== 201) throw new Error(`the workflow was refused: ${JSON.stringify(created.body)}`);
});
afterAll(() => server.stop());

const target: WidgetContractTarget = {
  get url() {
    return server.url;
  },
  get applicationIdentifier() {
    return server.herald.seed!.applicationIdentifier;
  },
  subscriberHash: (subscriberId) =>
    createHmac('sha256', server.herald.seed!.apiKey).update(subscriberId).digest('hex'),
  async deliver(subscriberId, content) {
    const triggered = await management(server, 'POST', '/events/trigger', {
      name: WORKFLOW,
      to: subscriberId,
      payload: { content },
    });
    if (triggered.status !== 201)
      throw new Error(`the trigger was refused: ${JSON.stringify(triggered.body)}`);
    await server.herald.worker.drain();
  },
  async connectSocket(token) {
    const socket = await connectSocket(server.url, token);
    return {
      next: (event) => new Promise((resolve) => socket.once(event, resolve)),
      close: () => socket.close(),
    };
  },
};

describe('the widget contract, against the real server', () => {
  for (const contractCase of widgetContract) it(contractCase.name, () => contractCase.run(target));
});
