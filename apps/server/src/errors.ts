/**
 * One error class for everything the API answers with a non-2xx status (DESIGN.md §4 error body:
 * `{message, code, details?, request_id}`), and factories so call sites read as sentences
 * (`throw errors.notFound('connector', id)`). Unknown errors become 500 INTERNAL with a generic
 * message; their cause is logged, never sent. Codes and their statuses: error-codes.ts.
 */

import type { ErrorCode, ErrorCodeWithStatus } from './error-codes.ts';

/** One problem in a request, e.g. `{ field: 'configuration.port', message: 'must be an integer' }`. */
export interface ErrorDetail {
  field?: string;
  message: string;
  [key: string]: unknown;
}

export class FerryError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly details?: ErrorDetail[] | unknown[];
  /** True when the same operation may succeed later (used by job classification). */
  readonly retryable: boolean;
  /** For a 429: the seconds to wait, sent as Retry-After (RFC 9110 §10.2.3). */
  readonly retryAfterSeconds?: number;

  constructor(
    statusCode: number,
    code: ErrorCode,
    message: string,
    options: { details?: ErrorDetail[] | unknown[]; cause?: unknown; retryable?: boolean; retryAfterSeconds?: number } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'FerryError';
    this.statusCode = statusCode;
    this.code = code;
    this.details = options.details;
    this.retryable = options.retryable ?? statusCode >= 500;
    if (options.retryAfterSeconds !== undefined) this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** Resource names as messages spell them. */
export type ResourceName =
  | 'user'
  | 'sub-organization'
  | 'connector'
  | 'tdm'
  | 'pipeline'
  | 'pipeline rule'
  | 'pipeline template'
  | 'execution'
  | 'organization'
  | 'file'
  | 'sample'
  | 'webhook';

export const errors = {
  validation: (message: string, details?: ErrorDetail[]) => new FerryError(400, 'VALIDATION_FAILED', message, { details }),
  badRequest: (code: ErrorCodeWithStatus<400>, message: string, details?: ErrorDetail[]) => new FerryError(400, code, message, { details }),
  unauthorized: (message: string) => new FerryError(401, 'UNAUTHORIZED', message),
  forbidden: (message: string) => new FerryError(403, 'FORBIDDEN', message),
  notFound: (resource: ResourceName, id: string) =>
    new FerryError(404, 'NOT_FOUND', `${resource} ${JSON.stringify(id)} was not found`, { details: [{ resource, id }] }),
  conflict: (code: ErrorCodeWithStatus<409>, message: string, details?: unknown[]) => new FerryError(409, code, message, { details }),
  gone: (code: ErrorCodeWithStatus<410>, message: string) => new FerryError(410, code, message),
  payloadTooLarge: (message: string) => new FerryError(413, 'PAYLOAD_TOO_LARGE', message),
  unsupportedMediaType: (message: string) => new FerryError(415, 'UNSUPPORTED_MEDIA_TYPE', message),
  rateLimited: (message: string, retryAfterSeconds?: number) => new FerryError(429, 'RATE_LIMITED', message, { retryAfterSeconds }),
  unavailable: (message: string, cause?: unknown) => new FerryError(503, 'SERVICE_UNAVAILABLE', message, { cause }),
};
