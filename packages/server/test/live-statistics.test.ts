// The dashboards' live refresh: a contribution's change reaches, as `data_changed` naming the statistics, every
// manager and the coordinators of its faculty on the socket their bell holds, and nobody else.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { DATA_CHANGED_EVENT, LIVE_DATA, ROLE_ID } from '@herald/protocol';
import { dataChangedSchema } from '@herald/protocol/schemas';
import {
  connectSocket,
  getJson,
  insertAccount,
  insertOpenEvent,
  openSubscriberSession,
  openWidgetSession,
  postJson,
  signIn,
  startServer,
  submitContribution,
  type TestServer,
} from './harness.js';

let server: TestServer;
const sockets: Socket[] = [];

/** Every `data_changed` a socket hears, in order, and a wait for the next one. */
function listen(socket: Socket) {
  const heard: string[] = [];
  const waiting: Array<(resource: string) => void> = [];
  socket.on(DATA_CHANGED_EVENT, (payload: unknown) => {
    const { resource } = dataChangedSchema.parse(payload);
    heard.push(resource);
    waiting.shift()?.(resource);
  });
  return {
    heard,
    next: () => new Promise<string>((resolve) => waiting.push(resolve)),
  };
}

async function socketOf(token: string) {
  const socket = await connectSocket(server.url, token);
  sockets.push(socket);
  return listen(socket);
}

let computing: number;
let arts: number;

beforeAll(async () => {
  server = await startServer();
  const faculties = await getJson(`${server.url}/v1/faculties`, await signIn(server.url, 'ADMIN'));
  computing = faculties.body.data[0].id;
  arts = (
    await postJson(
      `${server.url}/v1/faculties`,
      { name: 'Faculty of Arts', guestAccess: false },
      await signIn(server.url, 'ADMIN'),
    )
  ).body.data.id;
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await server.stop();
});

it("tells every manager and the faculty's coordinators, never a student or another faculty, that the statistics changed", async () => {
  const manager = await socketOf((await openWidgetSession(server.url, 'MANAGER')).token);
  const coordinator = await socketOf((await openWidgetSession(server.url, 'COORDINATOR')).token);
  const student = await openWidgetSession(server.url, 'STUDENT');
  const studentSocket = await socketOf(student.token);
  const artsCoordinator = await insertAccount(server, {
    email: 'arts.coordinator@live.test',
    name: 'Arts Coordinator',
    roleID: ROLE_ID.COORDINATOR,
    facultyId: arts,
  });
  const artsSession = await openSubscriberSession(server, String(artsCoordinator.id));
  const artsSocket = await socketOf(artsSession.token);

  const computingEvent = await insertOpenEvent(server, computing, 'Computing magazine');
  const managerHears = manager.next();
  const coordinatorHears = coordinator.next();
  await submitContribution(server.url, await signIn(server.url, 'STUDENT'), computingEvent, 'Night trains');
  expect(await managerHears).toBe(LIVE_DATA.statistics);
  expect(await coordinatorHears).toBe(LIVE_DATA.statistics);

  // A socket hears its events in the order the server sends them: a mark sent after the submission arrives
  // after anything the submission sent it, so what they heard before the mark is all they will hear of it.
  const studentRow = await server.herald.ctx.db
    .selectFrom('subscribers')
    .select('id')
    .where('subscriber_id', '=', student.widget.subscriberId)
    .executeTakeFirstOrThrow();
  const marks = [studentSocket.next(), artsSocket.next()];
  server.herald.ctx.realtime.emitDataChanged([studentRow.id, artsSession.subscriberRowId], {
    resource: 'mark',
  });
  expect(await Promise.all(marks)).toEqual(['mark', 'mark']);
  expect(studentSocket.heard).toEqual(['mark']);
  expect(artsSocket.heard).toEqual(['mark']);
  expect(manager.heard).toEqual([LIVE_DATA.statistics]);
  expect(coordinator.heard).toEqual([LIVE_DATA.statistics]);

  // A comment changes the exception reports: the readers hear it again.
  const again = [manager.next(), coordinator.next()];
  const contributions = await getJson(
    `${server.url}/v1/academic-events/${computingEvent}/contributions`,
    await signIn(server.url, 'COORDINATOR'),
  );
  const contributionId = contributions.body.data[0].id as number;
  const comment = await postJson(
    `${server.url}/v1/contributions/${contributionId}/comments`,
    { body: 'Lovely pictures.' },
    await signIn(server.url, 'COORDINATOR'),
  );
  expect(comment.status).toBe(201);
  expect(await Promise.all(again)).toEqual([LIVE_DATA.statistics, LIVE_DATA.statistics]);
});
