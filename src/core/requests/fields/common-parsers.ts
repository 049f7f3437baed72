import { REQUEST_LIMITS } from '../limits.js';
import { intParser } from './parse-int.js';
import { textParser } from './parse-text.js';

/** ProviderReferenceId: the caller's idempotency key, 1..128 characters, single line. */
export const parseProviderReferenceId = textParser({ max_chars: REQUEST_LIMITS.provider_reference_id_chars });

/** TaxYear and PlanYear. */
export const parseYear = intParser({ min: REQUEST_LIMITS.min_year, max: REQUEST_LIMITS.max_year });
