/**
 * Every answer of the Ferry API that is not 2xx becomes a {@link FerryApiError}: the HTTP status
 * and the error body `{message, code, details?, request_id}` (the `code` values are the
 * `ErrorCode` enum of the OpenAPI document), so callers switch on `code`, show `message`.
 */
import type { ErrorCode, ErrorDetail } from './generated/operations.ts';

export class FerryApiError extends Error {
  override name = 'FerryApiError';
  /** HTTP status, e.g. 404. 0 when no answer came (network failure, aborted). */
  readonly status: number;
  /** The error code, e.g. `VALIDATION_FAILED`; `NETWORK_ERROR` when no answer came. */
  readonly code: ErrorCode | 'NETWORK_ERROR' | 'UNEXPECTED_RESPONSE';
  /** Problems named by the server, e.g. `[{field: 'configuration.port', message: 'must be <= 65535'}]`. */
  readonly details: ErrorDetail[];
  /** The request id (also in the server log), when the server answered. */
  readonly requestId: string | null;

  constructor(status: number, code: FerryApiError['code'], message: string, details: ErrorDetail[] = [], requestId: string | null = null, options?: { cause?: unknown }) {
    super(message, options);
    this.status = status;
    this.code = code;
    this.details = details;
    this.requestId = requestId;
  }

  /**
   * The error of an answer whose body was already read (`body`: parsed JSON or text). A body that
   * is not Ferry's error body gives UNEXPECTED_RESPONSE with the start of the text.
   */
  static fromBody(response: Response, body: unknown): FerryApiError {
    const requestId = response.headers.get('x-request-id');
    const b = (typeof body === 'object' && body !== null ? body : {}) as { message?: unknown; code?: unknown; details?: unknown; request_id?: unknown };
    if (typeof b.message === 'string' && typeof b.code === 'string') {
      return new FerryApiError(response.status, b.code as ErrorCode, b.message, Array.isArray(b.details) ? (b.details as ErrorDetail[]) : [], typeof b.request_id === 'string' ? b.request_id : requestId);
    }
    const snippet = typeof body === 'string' ? body.slice(0, 200) : '';
    return new FerryApiError(response.status, 'UNEXPECTED_RESPONSE', `the server answered ${response.status} ${response.statusText}${snippet ? `: ${snippet}` : ''}`, [], requestId);
  }

  /** Reads an error answer's body and builds the error; never throws. */
  static async fromResponse(response: Response): Promise<FerryApiError> {
    let text = '';
    try {
      text = await response.text();
      return FerryApiError.fromBody(response, JSON.parse(text));
    } catch {
      return FerryApiError.fromBody(response, text);
    }
  }
}

/** True for a {@link FerryApiError} (also across copies of this package). */
export function isFerryApiError(err: unknown): err is FerryApiError {
  return err instanceof FerryApiError || (err instanceof Error && err.name === 'FerryApiError' && typeof (err as { status?: unknown }).status === 'number');
}
