import type { TypeRuleDef } from '../../../catalog/schema.js';
import type { Catalog, CompiledAccountType } from '../../../catalog/types.js';
import type { FieldError } from '../../../shared/error-codes.js';
import type { FieldValue, ValidationWarning } from '../../types.js';
import type { ClientRecord } from '../types.js';

/** What every opening check sees: normalized, already-valid values only. */
export interface CheckInput {
  readonly catalog: Catalog;
  readonly type: CompiledAccountType;
  readonly rule: TypeRuleDef;
  readonly values: Readonly<Record<string, FieldValue>>;
  readonly client: ClientRecord | null;
  readonly today: string;
}

export interface CheckOutcome {
  readonly errors: FieldError[];
  readonly warnings: ValidationWarning[];
}

/** The error of a failed rule: the specific finding, then the rule's summary and source, so it says why. */
export function ruleError(input: CheckInput, field: string, code: string, finding: string): FieldError {
  return {
    FieldName: field,
    ErrorCode: code,
    Message: `${finding} Rule ${input.rule.Id}: ${input.rule.Summary} (${input.rule.Source})`,
  };
}
