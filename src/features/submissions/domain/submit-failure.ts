/** What the form shows when sending fails (the form is kept, the button re-enabled). Pure. */
import type { FieldErrors } from './form-values';
import { SUBMIT_ERROR_MESSAGE } from './messages';
import { mapServerFieldErrors } from './server-errors';

/** The parts of a failed call that matter here (FunctionCallError has them; other errors do not). */
export interface FailedCall {
  status: number | null;
  serverMessage: string | null;
  fields: Readonly<Record<string, string>>;
}

export interface FailureView {
  /** The alert's first line. */
  message: string;
  /** A second line with the server's explanation, when it gave one. */
  detail: string | null;
  fields: FieldErrors;
}

/**
 * 429: the server's Spanish message alone. 400: the description's failure message, the server's
 * explanation, and each field it named marked beside the field. Anything else: the failure message.
 */
export function describeSubmitFailure(call: FailedCall | null, { customTown = false } = {}): FailureView {
  if (call?.status === 429)
    return { message: call.serverMessage ?? SUBMIT_ERROR_MESSAGE, detail: null, fields: {} };
  if (call?.status === 400) {
    const { fields, general } = mapServerFieldErrors(call.fields, { customTown });
    const detail = call.serverMessage ?? general[0] ?? null;
    return { message: SUBMIT_ERROR_MESSAGE, detail, fields };
  }
  return { message: SUBMIT_ERROR_MESSAGE, detail: null, fields: {} };
}
