/**
 * The one table of error codes the API answers with: each code's HTTP status and what it means.
 * `FerryError.code` is typed against it (an unlisted code does not compile), the error handler
 * renders it, and the OpenAPI document's `ErrorCode` enum and its description are generated from
 * it, so clients can switch on `code` and the documentation cannot fall behind.
 *
 * Body of every error answer: `{message, code, details?, request_id}` (docs/api-conventions.md).
 */
export const ERROR_CODES = {
  // 400
  VALIDATION_FAILED: { status: 400, meaning: 'A field of the body, query or path is missing, of the wrong type or out of range; `details` names each field.' },
  INVALID_JSON: { status: 400, meaning: 'The body is not valid JSON, or is empty while Content-Type says JSON.' },
  INVALID_CONTENT_LENGTH: { status: 400, meaning: 'Content-Length does not match the body.' },
  INVALID_CONTENT_TYPE: { status: 400, meaning: 'The Content-Type header is malformed.' },
  INVALID_MULTIPART: { status: 400, meaning: 'A multipart/form-data body is malformed (no boundary, a part cut off).' },
  BAD_URL: { status: 400, meaning: 'The request URL is malformed.' },
  BAD_REQUEST: { status: 400, meaning: 'The request cannot be understood (a protocol-level problem not covered by another code).' },
  SECRET_REENTRY_REQUIRED: { status: 400, meaning: 'The update changes where a connector connects (host, port, URL, endpoint, account) but keeps stored secrets: send the secrets named in `details` again in the same request.' },
  EMPTY_FILE: { status: 400, meaning: 'An uploaded or pushed file has no content.' },
  LICENSE_KEY_INVALID: { status: 400, meaning: 'A license key chosen by the operator is unusable (it must be 16 to 256 visible ASCII characters).' },
  NO_ORGANIZATION: { status: 400, meaning: 'The command needs an organization and the installation has none (`ferry start` or `ferry init` creates one).' },
  ORGANIZATION_REQUIRED: { status: 400, meaning: 'The installation holds several organizations: name one.' },
  UNKNOWN_COLUMN: { status: 400, meaning: "A column key is not a column of the execution's target data model (or of the pipeline's); `details` names it." },
  UNKNOWN_ROW: { status: 400, meaning: 'A row number is not one of the rows the execution read (a header, blank or footer row, or past the end); `details` names it.' },
  WEAK_PASSWORD: { status: 400, meaning: 'The password may not be chosen: shorter than 8 characters, one of the most common passwords, or the e-mail address or containing it; `message` and `details` say which.' },
  // 401, 403
  UNAUTHORIZED: { status: 401, meaning: "No access token, an invalid, expired or ended one (signed out, or issued before its user's password or role changed), a rotated license key, or a wrong connector secret: request a new token." },
  FORBIDDEN: { status: 403, meaning: "The principal lacks the permission-matrix bit the operation needs, or sub-organizations may not do it." },
  // 404
  NOT_FOUND: { status: 404, meaning: 'No such record visible to this principal (another tenant’s records are not found either).' },
  ROUTE_NOT_FOUND: { status: 404, meaning: 'No route has this method and path.' },
  // 409
  IDENTIFIER_TAKEN: { status: 409, meaning: 'Another user or sub-organization of the organization has this identifier.' },
  EMAIL_TAKEN: { status: 409, meaning: 'Another user of the organization has this e-mail address.' },
  LAST_OWNER: { status: 409, meaning: 'The change would leave the organization without an OWNER.' },
  LICENSE_KEY_IN_USE: { status: 409, meaning: 'The license key chosen is already used by an organization.' },
  IMMUTABLE_FIELD: { status: 409, meaning: 'A field that cannot change after creation was sent with another value (connector type, node_type).' },
  CONNECTOR_IN_USE: { status: 409, meaning: 'A pipeline or pipeline template uses the connector; `details` names them.' },
  TDM_IN_USE: { status: 409, meaning: 'Pipelines or templates use the TDM or map to columns the change removes; `details` names them.' },
  TEMPLATE_IN_USE: { status: 409, meaning: 'Pipelines were created from the pipeline template; `details` names them.' },
  SUB_ORGANIZATION_IN_USE: { status: 409, meaning: 'The sub-organization still owns connectors, TDMs, templates or pipelines.' },
  PIPELINE_NOT_EXECUTABLE: { status: 409, meaning: 'The pipeline is a draft or inactive (SPEC: neither can be executed).' },
  PIPELINE_HAS_EXECUTIONS: { status: 409, meaning: 'The pipeline has executions (its history): deactivate it instead, or delete both with ?delete_executions=true.' },
  PIPELINE_RUNNING: { status: 409, meaning: 'The pipeline has an execution in progress, so it cannot be deleted now.' },
  EXECUTION_RUNNING: { status: 409, meaning: 'The execution is still PROCESSING.' },
  NOT_FIXABLE: { status: 409, meaning: 'Only an execution FAILED because of the error threshold can be fixed; `message` says why this one cannot.' },
  NO_OUTPUT: { status: 409, meaning: 'The execution has no output to download (not SUCCESSFUL, or nothing was written).' },
  NOT_UNDOABLE: { status: 409, meaning: 'The execution’s delivery cannot be taken back: not SUCCESSFUL, already undone, an EMAIL output, or no webhook would tell an HTTP receiver; `message` says which.' },
  UNDO_REFUSED: { status: 409, meaning: 'The output refused the undo: later executions changed the same rows (`details` names them: undo those first), the delivered file changed since, or the connector points elsewhere now.' },
  NO_CHANGES: { status: 409, meaning: 'The execution was not compared with a previous delivery: it is not SUCCESSFUL, or its target data model has no key.' },
  NO_REPORT: { status: 409, meaning: 'The execution has no run report yet.' },
  NO_ROWS: { status: 409, meaning: 'The execution has no stored rows: it is still being run for the first time, it failed before its data rows were read, or it ran before Ferry kept rows (rerun it).' },
  NO_INPUT: { status: 409, meaning: 'The execution has no stored input file to rerun.' },
  NO_PIPELINE: { status: 409, meaning: 'No active pipeline uses the connector as its input; nothing would process the file.' },
  NOT_AN_UPLOAD_CONNECTOR: { status: 409, meaning: 'Files are uploaded to MANUAL input connectors only.' },
  NOT_A_REACTIVE_CONNECTOR: { status: 409, meaning: 'Data is pushed to REACTIVE HTTP input connectors only.' },
  CONNECTOR_CANNOT_FETCH: { status: 409, meaning: 'The input connector does not fetch files (files are uploaded to a MANUAL connector, pushed to a REACTIVE HTTP one): upload a sample instead.' },
  // 410
  FILES_REMOVED: { status: 410, meaning: 'The execution’s stored files (input, output, report, cell errors, rows) were removed under the retention of its pipeline or organization; the execution record stays (`files_removed_at`).' },
  // 413, 415, 429
  PAYLOAD_TOO_LARGE: { status: 413, meaning: 'The body or an uploaded file is larger than the limit.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, meaning: 'The body’s media type is not accepted, or a file is not CSV, TSV, XLS, XLSX, XML or JSON.' },
  RATE_LIMITED: { status: 429, meaning: 'Too many requests; wait for the number of seconds in Retry-After.' },
  // 5xx
  INTERNAL: { status: 500, meaning: 'An unexpected fault; the request id finds it in the server log.' },
  SOURCE_FAILED: { status: 502, meaning: 'Ferry could not read a file from the input connector’s source (refused, unreachable, an error answer); `message` says what the source did.' },
  SECRET_DECRYPTION_FAILED: { status: 500, meaning: 'A stored secret cannot be decrypted with the server’s secret key (the key changed).' },
  DESTINATION_FAILED: { status: 502, meaning: 'Ferry could not reach or use the output connector’s destination to undo a delivery; `message` says what it did.' },
  SERVICE_UNAVAILABLE: { status: 503, meaning: 'The database, file storage or another dependency is unavailable; retry later.' },
} as const satisfies Record<string, { status: number; meaning: string }>;

/** An error code of the API (a key of {@link ERROR_CODES}). */
export type ErrorCode = keyof typeof ERROR_CODES;

/** The codes whose HTTP status is `S` (so a factory for 409s accepts only 409 codes). */
export type ErrorCodeWithStatus<S extends number> = { [K in ErrorCode]: (typeof ERROR_CODES)[K]['status'] extends S ? K : never }[ErrorCode];

/** Every error code, in table order. */
export const ERROR_CODE_LIST = Object.keys(ERROR_CODES) as ErrorCode[];

/** The HTTP status of a code. */
export function statusOf(code: ErrorCode): number {
  return ERROR_CODES[code].status;
}
