import { ERRORS, type ErrorCode } from './errors.js';

/** The body of every failed API answer. */
export interface ApiErrorBody {
  status: 'error';
  status_code: number;
  code: ErrorCode;
  message: string;
  fields?: Record<string, string>;
}

export function errorBody(code: ErrorCode, fields?: Record<string, string>): ApiErrorBody {
  const e = ERRORS[code];
  return { status: 'error', status_code: e.status_code, code, message: e.message, ...(fields ? { fields } : {}) };
}
