import type { MovementRefused } from '../../movements/types.js';
import { type Failure, failure } from '../../shared/error-codes.js';

/**
 * A refusal of a movement rule as a decision's Failure: the code as the rule gave it, the message
 * followed by the rule's id and source and any figures (`NextAllowedOn 2026-03-02`), and the field
 * errors. Nothing else: a refusal records nothing.
 */
export function movementFailure<C extends MovementRefused['ErrorCode']>(
  r: MovementRefused & { ErrorCode: C },
): Failure<C> {
  const details = r.Details === undefined ? [] : Object.entries(r.Details).map(([k, v]) => `${k} ${v}`);
  const rule = r.Rule !== undefined && r.Rule !== 'facts' ? [`rule ${r.Rule}`] : [];
  const source = r.Source !== undefined && rule.length > 0 ? [r.Source] : [];
  const tail = [...rule, ...details, ...source];
  const message = tail.length === 0 ? r.Message : `${r.Message} [${tail.join('; ')}]`;
  return failure(r.ErrorCode, message, r.Errors);
}

/** AccountNotFound for one side, named by its field: an unknown account and another provider's answer alike. */
export function sideNotFound(field: 'FromAccountId' | 'ToAccountId'): Failure<'AccountNotFound'> {
  const m = `No account matches the ${field} supplied.`;
  return failure('AccountNotFound', m, [{ FieldName: field, ErrorCode: 'AccountNotFound', Message: m }]);
}
