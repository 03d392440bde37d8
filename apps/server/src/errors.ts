import { ERRORS, type ErrorCode } from '@numscope/contract';

/** A refusal the client can act on: maps to the HTTP status, numeric status_code and code of the contract. */
export class AppError extends Error {
  readonly http: number;
  constructor(
    readonly code: ErrorCode,
    readonly fields?: Record<string, string>,
  ) {
    super(ERRORS[code].message);
    this.http = ERRORS[code].http;
  }
}
