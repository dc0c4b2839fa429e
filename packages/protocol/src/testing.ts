// @herald/protocol/testing: the in-memory widget backend and the widget protocol's contract suite, for stories,
// tests and loopback servers. Both are declared in `@herald/notification-protocol/testing`; this entry re-exports
// them. It loads in a browser as in Node; no bell bundle imports it.
export {
  ContractError,
  createFakeWidgetBackend,
  queryRecord,
  WIDGET_CALLS,
  WIDGET_ERRORS,
  widgetContract,
} from '@herald/notification-protocol/testing';
export type {
  ContractSocket,
  FakeWidgetBackend,
  FakeWidgetBackendOptions,
  SocketAdmission,
  WidgetCall,
  WidgetContractCase,
  WidgetContractTarget,
  WidgetRequest,
  WidgetResponse,
  WidgetSocketEvent,
} from '@herald/notification-protocol/testing';
