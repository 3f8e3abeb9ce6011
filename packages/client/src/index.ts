/**
 * @ferry/client — the typed REST client of Ferry (MIT). See docs/client.md.
 *
 * - {@link FerryClient}: one method per API operation (`createConnector`, `listExecutions`,
 *   `fixExecution`, …), paging, uploads with progress, output downloads, token refresh on 401;
 * - {@link FerryApiError}: every non-2xx answer (`status`, `code`, `message`, `details`, `requestId`);
 * - a type per named schema of the OpenAPI document (`Pipeline`, `Execution`, `ColumnType`, …),
 *   and `paths` / `components` / `operations` for anything else.
 */
export { FerryClient, type FerryClientOptions, type ListItem, type ListOperation, type PageQuery, type UploadFile, type UploadOptions } from './client.ts';
export { FerryApiError, isFerryApiError } from './errors.ts';
export type { RequestOptions, TokenSource, TransportOptions } from './transport.ts';
export type * from './generated/operations.ts';
export type { components, operations, paths } from './generated/schema.ts';
