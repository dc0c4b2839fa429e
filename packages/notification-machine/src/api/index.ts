export { createApiClient } from './api-client.js';
export { ApiError } from './api-error.js';
export type { ApiErrorKind } from './api-error.js';
export type {
  ApiClient,
  ApiClientOptions,
  DeleteOptions,
  Query,
  QueryValue,
  RequestOptions,
} from './api.types.js';
