import {
  decidePutOwnerYear,
  type PutOwnerYearAnswer,
  type PutOwnerYearFacts,
  type PutOwnerYearRecords,
} from '../../../core/decisions/index.js';
import { findClient, storedClient } from '../../store/clients.js';
import { putOwnerYear } from '../../store/owner-years.js';
import type { WriteOperation } from '../operation.js';
import { callerOf, pathGuid } from './path-ids.js';

/**
 * Put Owner Tax Year: the path's client, locked FOR UPDATE (a deposit to any of the client's
 * accounts locks it too, so it reads the facts before or after this change, never half of it).
 */
export const putOwnerYearOperation: WriteOperation<PutOwnerYearFacts, PutOwnerYearRecords, PutOwnerYearAnswer> = {
  name: 'PutOwnerYear',
  decide: decidePutOwnerYear,
  load: async (tx, ctx) => {
    const id = pathGuid(ctx, 'ClientId');
    const row = id === undefined ? undefined : await findClient(tx, callerOf(ctx), id, true);
    return {
      facts: {
        Now: ctx.now.toISOString(),
        Client: row === undefined ? null : storedClient(row),
        TaxYear: ctx.params['TaxYear'] ?? '',
      },
    };
  },
  apply: (tx, r, ctx) => putOwnerYear(tx, callerOf(ctx), r.OwnerYear),
};
