import type { Decimal } from 'decimal.js';
import {
  BENEFICIARY_CLASSES,
  type BeneficiaryClass,
  DISTRIBUTION_DECISIONS,
  type DistributionDecision,
  REMOVED_DISTRIBUTION_DECISIONS,
} from '../../catalog/enums.js';
import type { Catalog } from '../../catalog/types.js';
import { ageOn, type YMD } from '../../shared/dates.js';
import { type Failure, type FieldError, failure } from '../../shared/error-codes.js';
import { parseAmount } from '../../shared/money.js';
import { TextMemo, textKey } from '../../shared/text-memo.js';
import { cellOf, compiledMatrix, lawRegimeFor } from '../decision-matrix.js';
import { readDate } from '../read-date.js';
import { APPLICABLE_AGE_CODES, type ApplicableAgeInfo, applicableAgeOf } from '../required-beginning-date.js';
import type { LawRegime } from './types.js';

/** The query's facts, checked and normalised. */
export interface ScheduleFacts {
  readonly slug: string;
  readonly isRoth: boolean;
  readonly death: YMD;
  readonly decedentBirth: YMD | undefined;
  /** The dates of birth as given (YYYY-MM-DD, checked): the class warning quotes them. */
  readonly decedentBirthText: string | undefined;
  readonly benBirthText: string | undefined;
  readonly ownerAge: ApplicableAgeInfo | undefined;
  /** Effective: false for a Roth IRA. */
  readonly rbd: boolean;
  readonly cls: BeneficiaryClass;
  readonly decision: DistributionDecision;
  readonly benBirth: YMD | undefined;
  readonly benDeath: YMD | undefined;
  readonly balances: ReadonlyMap<number, Decimal> | undefined;
  readonly fromYear: number | undefined;
  readonly law: LawRegime;
  readonly reasons: string[];
  readonly sources: string[];
}

const MAX_BALANCES = 200;
/** The owner's required beginning date reason, by applicable-age year, age and RBD fact (a bounded memo). */
const rbdTexts = new TextMemo(4_096);
const CLASSES: ReadonlySet<string> = new Set(BENEFICIARY_CLASSES);
const DECISIONS: ReadonlySet<string> = new Set(DISTRIBUTION_DECISIONS);
const isClass = (v: unknown): v is BeneficiaryClass => typeof v === 'string' && CLASSES.has(v);
const isDecision = (v: unknown): v is DistributionDecision => typeof v === 'string' && DECISIONS.has(v);
const REMOVED: ReadonlySet<string> = new Set(REMOVED_DISTRIBUTION_DECISIONS);

function bad(field: string, code: string, message: string): Failure {
  const e: FieldError = { FieldName: field, ErrorCode: code, Message: message };
  return failure('InvalidRequest', `${field} ${message}`, [e]);
}

/** `v` is the field's value, read by the caller with a constant key (a keyed read by name is megamorphic). */
function optionalDate(v: unknown, field: string): YMD | undefined | Failure {
  if (v === undefined || v === null) return undefined;
  return readDate(v) ?? bad(field, 'InvalidDate', 'must be a date YYYY-MM-DD');
}

/** A required field the query left out: says it is missing and what to send. */
function missing(field: string, what: string): Failure {
  return bad(field, 'Required', `is missing: send ${what}`);
}

const absent = (v: unknown): boolean => v === undefined || v === null;

function isFailure(x: unknown): x is Failure {
  return typeof x === 'object' && x !== null && (x as { ok?: unknown }).ok === false;
}

export function readScheduleQuery(catalog: Catalog, input: unknown): ScheduleFacts | Failure {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    return failure(
      'InvalidRequest',
      'the query must be a JSON object of the inherited IRA facts: AccountTypeCode, DecedentDateOfDeath, ' +
        'DecedentDiedOnOrAfterRbd, BeneficiaryEligibleDesignatedClass, BeneficiaryDistributionDecision and ' +
        'the dates of birth they need',
    );
  const q = input as Record<string, unknown>;
  const reasons: string[] = [];
  const sources: string[] = [];

  const slug = q['AccountTypeCode'];
  if (absent(slug) || slug === '') return missing('AccountTypeCode', 'inherited-traditional-ira or inherited-roth-ira');
  if (typeof slug !== 'string')
    return bad('AccountTypeCode', 'InvalidValue', 'must be a slug: inherited-traditional-ira or inherited-roth-ira');
  const type = catalog.typeBySlug.get(slug);
  if (!type) {
    const meant = catalog.legacyCodes.get(slug);
    return failure(
      'UnknownAccountType',
      meant ? `${slug} is a legacy code; use the slug ${meant}` : `unknown account type ${slug}`,
      [{ FieldName: 'AccountTypeCode', ErrorCode: 'UnknownAccountType', Message: `unknown account type ${slug}` }],
    );
  }
  const matrix = compiledMatrix(catalog);
  if (!matrix) return failure('InvalidRequest', 'the catalog has no rules/inherited-distribution-decisions.json');
  const isRoth = matrix.roth.has(slug);
  const rules = type.DistributionRules;
  if (!isRoth && !(rules && rules['Schedule'] === 'InheritedIra'))
    return bad(
      'AccountTypeCode',
      'NotAnInheritedIra',
      `${slug} is not an inherited IRA; schedules exist for inherited-traditional-ira and inherited-roth-ira`,
    );

  if (absent(q['DecedentDateOfDeath']))
    return missing('DecedentDateOfDeath', "the owner's date of death as YYYY-MM-DD");
  const death = readDate(q['DecedentDateOfDeath']);
  if (!death) return bad('DecedentDateOfDeath', 'InvalidDate', 'must be a date YYYY-MM-DD (for example 2021-06-01)');
  const deathText = q['DecedentDateOfDeath'] as string;
  const decedentBirth = optionalDate(q['DecedentDateOfBirth'], 'DecedentDateOfBirth');
  if (isFailure(decedentBirth)) return decedentBirth;
  const benBirth = optionalDate(q['BeneficiaryDateOfBirth'], 'BeneficiaryDateOfBirth');
  if (isFailure(benBirth)) return benBirth;
  const benDeath = optionalDate(q['BeneficiaryDateOfDeath'], 'BeneficiaryDateOfDeath');
  if (isFailure(benDeath)) return benDeath;
  if (decedentBirth && q['DecedentDateOfBirth']! > deathText)
    return bad('DecedentDateOfBirth', 'AfterDateOfDeath', 'is after DecedentDateOfDeath');
  if (benBirth && benBirth.year > death.year + 1)
    return bad('BeneficiaryDateOfBirth', 'TooLate', "is after the year following the owner's death");
  if (benDeath && (q['BeneficiaryDateOfDeath'] as string) < deathText)
    return bad('BeneficiaryDateOfDeath', 'BeforeDecedentDeath', 'is before DecedentDateOfDeath');
  if (benDeath && benBirth && (q['BeneficiaryDateOfDeath'] as string) < (q['BeneficiaryDateOfBirth'] as string))
    return bad('BeneficiaryDateOfDeath', 'BeforeBirth', 'is before BeneficiaryDateOfBirth');

  const rbdGiven = q['DecedentDiedOnOrAfterRbd'];
  if (absent(rbdGiven))
    return missing(
      'DecedentDiedOnOrAfterRbd',
      'true when the owner died on or after the required beginning date, else false',
    );
  if (typeof rbdGiven !== 'boolean') return bad('DecedentDiedOnOrAfterRbd', 'InvalidValue', 'must be true or false');
  const cls = q['BeneficiaryEligibleDesignatedClass'];
  if (absent(cls)) return missing('BeneficiaryEligibleDesignatedClass', `one of ${BENEFICIARY_CLASSES.join(', ')}`);
  if (!isClass(cls))
    return bad(
      'BeneficiaryEligibleDesignatedClass',
      'InvalidValue',
      `must be one of ${BENEFICIARY_CLASSES.join(', ')}`,
    );
  const decision = q['BeneficiaryDistributionDecision'];
  if (absent(decision))
    return missing('BeneficiaryDistributionDecision', `one of ${DISTRIBUTION_DECISIONS.join(', ')}`);
  if (!isDecision(decision)) {
    if (typeof decision === 'string' && REMOVED.has(decision))
      return bad('BeneficiaryDistributionDecision', 'ValueRemoved', `${decision} has been removed from the interface`);
    return bad(
      'BeneficiaryDistributionDecision',
      'InvalidValue',
      `must be one of ${DISTRIBUTION_DECISIONS.join(', ')}`,
    );
  }

  const fromYear = q['FromYear'];
  if (
    fromYear !== undefined &&
    (typeof fromYear !== 'number' || !Number.isInteger(fromYear) || fromYear < 1800 || fromYear > 2400)
  )
    return bad('FromYear', 'InvalidYear', 'must be a whole calendar year');

  let balances: Map<number, Decimal> | undefined;
  const rawBalances = q['YearEndBalances'];
  if (rawBalances !== undefined) {
    if (!Array.isArray(rawBalances) || rawBalances.length > MAX_BALANCES)
      return bad('YearEndBalances', 'Invalid', `must be a list of at most ${MAX_BALANCES} { Year, Balance }`);
    balances = new Map();
    for (let i = 0; i < rawBalances.length; i++) {
      const b = rawBalances[i] as { Year?: unknown; Balance?: unknown } | null;
      if (typeof b !== 'object' || b === null || typeof b.Year !== 'number' || !Number.isInteger(b.Year))
        return bad(`YearEndBalances[${i}].Year`, 'InvalidYear', 'must be a whole calendar year');
      const amount = parseAmount(b.Balance, { minor_units: 2, allowZero: true });
      if (!amount.ok) return bad(`YearEndBalances[${i}].Balance`, 'InvalidAmount', amount.message);
      if (balances.has(b.Year)) return bad(`YearEndBalances[${i}].Year`, 'Duplicate', `lists ${b.Year} twice`);
      balances.set(b.Year, amount.value);
    }
  }

  // Roth: the owner is always treated as dying before the required beginning date.
  let rbd = rbdGiven;
  if (isRoth) {
    if (rbdGiven)
      reasons.push(
        'a Roth IRA owner is always treated as dying before the required beginning date; ' +
          'DecedentDiedOnOrAfterRbd true is disregarded',
      );
    else reasons.push('a Roth IRA owner is treated as dying before the required beginning date');
    sources.push(matrix.rothSource);
    rbd = false;
  }
  let ownerAge: ApplicableAgeInfo | undefined;
  if (decedentBirth) {
    ownerAge = applicableAgeOf(decedentBirth);
    if (!isRoth) {
      const computed = deathText >= ownerAge.RequiredBeginningDate;
      // Born 1959: the statute reads 73 and 75; accept a flag consistent with either reading.
      const alt = ownerAge.Unsettled ? deathText >= `${decedentBirth.year + 76}-04-01` : computed;
      if (rbdGiven !== computed && rbdGiven !== alt)
        return bad(
          'DecedentDiedOnOrAfterRbd',
          'InconsistentWithDateOfBirth',
          `is ${rbdGiven} but the owner born ${q['DecedentDateOfBirth'] as string} had a required ` +
            `beginning date of ${ownerAge.RequiredBeginningDate} (applicable age ${ownerAge.ApplicableAge}) ` +
            `and died ${deathText}, ${computed ? 'on or after' : 'before'} it`,
        );
      if (rbdGiven !== computed)
        reasons.push(
          `owner born 1959: DecedentDiedOnOrAfterRbd ${rbdGiven} follows the applicable age 75 reading of ` +
            `SECURE 2.0 sec. 107`,
        );
      const key = textKey(ownerAge.ApplicableAgeYear, APPLICABLE_AGE_CODES[ownerAge.ApplicableAge], rbd ? 1 : 0);
      reasons.push(
        rbdTexts.get(key) ??
          rbdTexts.keep(
            key,
            `owner's required beginning date ${ownerAge.RequiredBeginningDate} (applicable age ` +
              `${ownerAge.ApplicableAge}); died ${rbd ? 'on or after' : 'before'} it`,
          ),
      );
      sources.push(ownerAge.Source);
    }
  }

  const law = lawRegimeFor(matrix, deathText);
  if (!law) return failure('InvalidRequest', `the catalog's decision matrix has no regime for a death on ${deathText}`);
  const cell = cellOf(matrix, law.Regime, cls, rbd);
  if (!cell)
    return failure(
      'InvalidRequest',
      `the catalog's decision matrix has no row for ${cls} under ${law.Regime} with DecedentDiedOnOrAfterRbd ${rbd}`,
    );
  if (!cell.Permitted.includes(decision)) {
    const when =
      `${law.Regime === 'SecureAct' ? 'a death in 2020 or later' : 'a death before 2020'}, a ${cls} ` +
      `beneficiary and an owner who died ${rbd ? 'on or after' : 'before'} the required beginning date`;
    const message =
      `${decision} is not permitted for ${when}; permitted: ` + `${cell.Permitted.join(', ')} (${cell.Source})`;
    return failure('InvalidRequest', message, [
      { FieldName: 'BeneficiaryDistributionDecision', ErrorCode: 'DistributionDecisionNotPermitted', Message: message },
    ]);
  }
  sources.push(law.Source, cell.Source);

  // Facts the engine can check from birth dates (EDB status is fixed at the owner's death).
  if (cls === 'MinorChild' && law.Regime === 'SecureAct') {
    if (!benBirth)
      return bad('BeneficiaryDateOfBirth', 'Required', 'is required for a MinorChild beneficiary (majority at 21)');
    if (ageOn(benBirth, death) >= 21)
      return bad(
        'BeneficiaryEligibleDesignatedClass',
        'InconsistentWithDateOfBirth',
        "is MinorChild but the beneficiary was 21 or older at the owner's death (26 CFR 1.401(a)(9)-4(e)(3))",
      );
  }
  if (cls === 'NotMoreThanTenYearsYounger' && benBirth && decedentBirth) {
    const month = String(decedentBirth.month).padStart(2, '0');
    const day = String(decedentBirth.day).padStart(2, '0');
    const limit = `${decedentBirth.year + 10}-${month}-${day}`;
    if ((q['BeneficiaryDateOfBirth'] as string) > limit)
      return bad(
        'BeneficiaryEligibleDesignatedClass',
        'InconsistentWithDateOfBirth',
        'is NotMoreThanTenYearsYounger but the beneficiary was born more than 10 years after the owner (26 ' +
          'CFR 1.401(a)(9)-4(e)(6))',
      );
  }

  return {
    slug,
    isRoth,
    death,
    decedentBirth,
    decedentBirthText: decedentBirth ? (q['DecedentDateOfBirth'] as string) : undefined,
    benBirthText: benBirth ? (q['BeneficiaryDateOfBirth'] as string) : undefined,
    ownerAge,
    rbd,
    cls,
    decision,
    benBirth,
    benDeath,
    balances,
    fromYear: fromYear as number | undefined,
    law: law.Regime,
    reasons,
    sources,
  };
}
