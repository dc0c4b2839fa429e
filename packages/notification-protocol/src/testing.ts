// @herald/notification-protocol/testing: the in-memory widget backend and the widget protocol's contract suite, for
// stories, tests and loopback servers. It loads in a browser as in Node; no bell bundle imports it.
export {
  WIDGET_CALLS,
  WIDGET_ERRORS,
  createFakeWidgetBackend,
  queryRecord,
} from './testing/widget-backend.js';
export type {
  FakeWidgetBackend,
  FakeWidgetBackendOptions,
  SocketAdmission,
  WidgetCall,
  WidgetRequest,
  WidgetResponse,
  WidgetSocketEvent,
} from './testing/widget-backend.js';
export { ContractError, widgetContract } from './testing/contract.js';
export type { ContractSocket, WidgetContractCase, WidgetContractTarget } from './testing/contract.js';
