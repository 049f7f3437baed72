import type { Catalog, CompiledAccountType } from '../../../catalog/types.js';
import { beneficiaryClassWarning } from '../../../distributions/inherited/class-from-dates.js';
import type { FieldError } from '../../../shared/error-codes.js';
import type { FieldValue, ValidationWarning } from '../../types.js';
import type { ClientRecord } from '../types.js';
import { ageBirthDateKnown, checkAgeUnder, checkAgeUnderAtEndOfYear } from './age-checks.js';
import type { CheckInput, CheckOutcome } from './check-input.js';
import { checkInheritedDecision } from './inherited-decision.js';
import { checkInheritedFacts } from './inherited-facts.js';
import { checkParameterLimit } from './parameter-limit.js';
import {
  checkDateNotAfterToday,
  checkDateOnOrBefore,
  checkFieldEquals,
  checkFieldOneOf,
  checkValueRemoved,
} from './simple-checks.js';

/** Run every Rules[].Check of the type (catalog data), in catalog order. */
export function runOpeningChecks(
  catalog: Catalog,
  type: CompiledAccountType,
  values: Readonly<Record<string, FieldValue>>,
  client: ClientRecord | null,
  today: string,
): CheckOutcome {
  const errors: FieldError[] = [];
  const warnings: ValidationWarning[] = [];
  for (const rule of type.Rules) {
    const check = rule.Check;
    if (!check) continue;
    const input: CheckInput = { catalog, type, rule, values, client, today };
    let e: FieldError | undefined;
    switch (check.Kind) {
      case 'FieldEquals':
        e = checkFieldEquals(input, check);
        break;
      case 'FieldOneOf':
        e = checkFieldOneOf(input, check);
        break;
      case 'DateOnOrBefore':
        e = checkDateOnOrBefore(input, check);
        break;
      case 'DateNotAfterToday':
        e = checkDateNotAfterToday(input, check);
        break;
      case 'ValueRemoved':
        e = checkValueRemoved(input, check);
        break;
      case 'AgeUnder':
        e = checkAgeUnder(input, check);
        if (!ageBirthDateKnown(input, check)) warnings.push(notChecked(input, check.DateOfBirthField));
        break;
      case 'AgeUnderAtEndOfYear':
        e = checkAgeUnderAtEndOfYear(input, check);
        break;
      case 'ParameterLimit':
        e = checkParameterLimit(input, check);
        break;
      case 'InheritedDistributionDecision': {
        const o = checkInheritedDecision(input, check);
        errors.push(...o.errors, ...checkInheritedFacts(catalog, type, values));
        warnings.push(...o.warnings);
        const w = beneficiaryClassWarning(
          values['BeneficiaryEligibleDesignatedClass'],
          values['DecedentDateOfBirth'],
          values['BeneficiaryDateOfBirth'],
        );
        if (w) warnings.push({ Code: w.Code, Message: w.Message });
        break;
      }
    }
    if (e) errors.push(e);
    // An optional field a check reads was not sent: the rule could not be applied; say so.
    if (
      (check.Kind === 'FieldEquals' || check.Kind === 'FieldOneOf' || check.Kind === 'DateOnOrBefore') &&
      values[check.Field] === undefined &&
      isOptional(type, check.Field)
    )
      warnings.push(notChecked(input, check.Field));
  }
  errors.push(...datesOfBirthNotInFuture(type, values, today, errors));
  return { errors, warnings };
}

/** Any `...DateOfBirth` date field after today, and a decedent born after dying, are impossible facts. */
function datesOfBirthNotInFuture(
  type: CompiledAccountType,
  values: Readonly<Record<string, FieldValue>>,
  today: string,
  already: readonly FieldError[],
): FieldError[] {
  const out: FieldError[] = [];
  for (const def of type.CreateAccountFields) {
    const v = values[def.Name];
    if (def.Type !== 'date' || !def.Name.endsWith('DateOfBirth') || typeof v !== 'string') continue;
    if (v > today && !already.some((e) => e.FieldName === def.Name))
      out.push({
        FieldName: def.Name,
        ErrorCode: 'OutOfRange',
        Message: `${def.Name} ${v} is after today (${today}).`,
      });
  }
  const born = values['DecedentDateOfBirth'];
  const died = values['DecedentDateOfDeath'];
  if (typeof born === 'string' && typeof died === 'string' && born > died)
    out.push({
      FieldName: 'DecedentDateOfBirth',
      ErrorCode: 'OutOfRange',
      Message: `DecedentDateOfBirth ${born} is after DecedentDateOfDeath ${died}.`,
    });
  return out;
}

function isOptional(type: CompiledAccountType, field: string): boolean {
  return type.CreateAccountFields.some((f) => f.Name === field && !f.Required);
}

/** A rule that could not be applied because its fact was not given (spec 4.2 does not require it). */
function notChecked(input: CheckInput, field: string): ValidationWarning {
  return {
    Code: 'RuleNotChecked',
    Message:
      `${field} was not given, so rule ${input.rule.Id} was not checked: ${input.rule.Summary} ` +
      `(${input.rule.Source})`,
  };
}
