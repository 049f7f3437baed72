import { BENEFICIARY_CLASSES, type BeneficiaryClass } from '../catalog/enums.js';
import { parseIsoDate } from '../shared/dates.js';
import { type Failure, failure } from '../shared/error-codes.js';
import { anniversary } from './anniversary.js';
import type {
  BeneficiaryClasses,
  BeneficiaryClassFacts,
  BeneficiaryClassReason,
  BeneficiaryDesignation,
} from './types.js';

const STATUTE = '26 U.S.C. 401(a)(9)(E)';
const DB_SOURCE =
  '26 U.S.C. 401(a)(9)(E)(i); Treas. Reg. 1.401(a)(9)-4(a)(1) (a designated beneficiary is an individual)';
const TRUST_SOURCE = 'Treas. Reg. 1.401(a)(9)-4(f) (see-through trust: its beneficiaries are treated as designated)';
const EDB_DATE = '26 U.S.C. 401(a)(9)(E)(ii) (flush language: determined as of the date of death)';
/** The order in which a class is handed to the schedule: the most favourable first. */
const SCHEDULE_ORDER: readonly BeneficiaryClass[] = [
  'SurvivingSpouse',
  'Disabled',
  'ChronicallyIll',
  'NotMoreThanTenYearsYounger',
  'MinorChild',
];
const MAJORITY_AGE = 21;
const YOUNGER_YEARS = 10;

/**
 * The inherited-IRA classes of one designated beneficiary, from the designation, facts about the
 * beneficiary and the owner, and the owner's date of death (26 U.S.C. 401(a)(9)(E); Treas. Reg.
 * 1.401(a)(9)-4). An estate, a charity or a trust that is not see-through is NotADesignatedBeneficiary.
 * An individual is designated; eligible (EDB) as of the date of death when the owner's spouse
 * (SurvivingSpouse), disabled or chronically ill (only from the facts given), not more than ten
 * years younger than the owner (birth date to birth date), or the owner's child under 21
 * (MinorChild); otherwise NotAnEdb. ScheduleClass is the one inheritedIraSchedule takes:
 * SurvivingSpouse, then Disabled, ChronicallyIll, NotMoreThanTenYearsYounger, MinorChild (a
 * disabled minor child keeps the life-expectancy stretch after 21). Pure; never throws.
 */
export function beneficiaryClasses(
  designation: Pick<BeneficiaryDesignation, 'Kind' | 'Relationship' | 'DateOfBirth' | 'SeeThroughTrust'>,
  facts: BeneficiaryClassFacts,
  dateOfDeath: string,
): BeneficiaryClasses | Failure<'InvalidRequest'> {
  const death = parseIsoDate(dateOfDeath);
  if (death === undefined) return bad('DateOfDeath', 'InvalidDate', 'The date of death must be a date YYYY-MM-DD.');
  const d: Partial<Record<'Kind' | 'Relationship' | 'DateOfBirth' | 'SeeThroughTrust', unknown>> =
    typeof designation === 'object' && designation !== null ? designation : {};
  const f: Partial<Record<keyof BeneficiaryClassFacts, unknown>> =
    typeof facts === 'object' && facts !== null ? facts : {};
  const reasons: BeneficiaryClassReason[] = [];
  const unchecked: string[] = [];

  if (d.Kind === 'Estate' || d.Kind === 'Charity' || (d.Kind === 'Trust' && d.SeeThroughTrust !== true)) {
    if (d.Kind === 'Trust' && d.SeeThroughTrust === undefined) unchecked.push('SeeThroughTrust');
    const what =
      d.Kind === 'Trust'
        ? d.SeeThroughTrust === false
          ? 'A trust that is not see-through'
          : 'A trust not known to be see-through'
        : `An ${d.Kind === 'Estate' ? 'estate' : 'charity'}`;
    reasons.push({
      Class: 'NotADesignatedBeneficiary',
      Message: `${what} is not an individual, so it is not a designated beneficiary.`,
      Source: d.Kind === 'Trust' ? `${DB_SOURCE}; ${TRUST_SOURCE}` : DB_SOURCE,
    });
    return answer(['NotADesignatedBeneficiary'], 'NotADesignatedBeneficiary', false, reasons, unchecked);
  }
  if (d.Kind === 'Trust') {
    unchecked.push('TrustBeneficiaries');
    reasons.push({
      Class: 'NotAnEdb',
      Message:
        'A see-through trust is a designated beneficiary through its beneficiaries; whether they make it ' +
        'eligible (a conduit trust for a spouse or a minor child, an applicable multi-beneficiary trust for ' +
        'a disabled or chronically ill person) depends on facts not given, so it is treated as not eligible.',
      Source: `${TRUST_SOURCE}; 26 U.S.C. 401(a)(9)(H)(iv)-(v)`,
    });
    return answer(['NotAnEdb'], 'NotAnEdb', true, reasons, unchecked);
  }
  if (d.Kind !== 'Person')
    return bad('Kind', 'InvalidValue', 'The designation Kind must be Person, Estate, Trust or Charity.');

  const classes = new Set<BeneficiaryClass>();
  let majorityDate: string | undefined;
  if (d.Relationship === 'Spouse') {
    classes.add('SurvivingSpouse');
    reasons.push({
      Class: 'SurvivingSpouse',
      Message: "The owner's spouse, designated as such: an eligible designated beneficiary.",
      Source: `${STATUTE}(ii)(I)`,
    });
  }
  if (f.Disabled === true) {
    classes.add('Disabled');
    reasons.push({
      Class: 'Disabled',
      Message: 'Disabled at the date of death, as given.',
      Source: `${STATUTE}(ii)(III); 26 U.S.C. 72(m)(7)`,
    });
  }
  if (f.ChronicallyIll === true) {
    classes.add('ChronicallyIll');
    reasons.push({
      Class: 'ChronicallyIll',
      Message: 'Chronically ill at the date of death, as certified and given.',
      Source: `${STATUTE}(ii)(IV); 26 U.S.C. 7702B(c)(2)`,
    });
  }
  const birth = typeof d.DateOfBirth === 'string' ? parseIsoDate(d.DateOfBirth) : undefined;
  if (typeof d.DateOfBirth === 'string' && birth === undefined)
    return bad('DateOfBirth', 'InvalidDate', "The beneficiary's DateOfBirth must be a date YYYY-MM-DD.");
  if (birth === undefined) unchecked.push('DateOfBirth');
  const ownerBirth = typeof f.OwnerDateOfBirth === 'string' ? parseIsoDate(f.OwnerDateOfBirth) : undefined;
  if (typeof f.OwnerDateOfBirth === 'string' && ownerBirth === undefined)
    return bad('OwnerDateOfBirth', 'InvalidDate', "The owner's DateOfBirth must be a date YYYY-MM-DD.");
  if (ownerBirth !== undefined && f.OwnerDateOfBirth! > dateOfDeath)
    return bad('OwnerDateOfBirth', 'AfterDateOfDeath', "The owner's DateOfBirth is after the date of death.");
  if (birth !== undefined && ownerBirth !== undefined) {
    const limit = anniversary(ownerBirth, YOUNGER_YEARS);
    if ((d.DateOfBirth as string) <= limit) {
      classes.add('NotMoreThanTenYearsYounger');
      reasons.push({
        Class: 'NotMoreThanTenYearsYounger',
        Message:
          `Born ${d.DateOfBirth as string}, on or before ${limit}, ten years after the owner's birth ` +
          `(${f.OwnerDateOfBirth as string}): not more than ten years younger.`,
        Source: `${STATUTE}(ii)(V); Treas. Reg. 1.401(a)(9)-4(e)(6) (birth date to birth date)`,
      });
    }
  } else if (birth !== undefined && !classes.has('SurvivingSpouse')) unchecked.push('OwnerDateOfBirth');
  if (d.Relationship === 'Child' && birth !== undefined) {
    majorityDate = anniversary(birth, MAJORITY_AGE);
    if (dateOfDeath < majorityDate) {
      classes.add('MinorChild');
      reasons.push({
        Class: 'MinorChild',
        Message:
          `The owner's child, under ${MAJORITY_AGE} at the date of death; the ten years start on the ` +
          `${MAJORITY_AGE}st birthday, ${majorityDate}.`,
        Source: `${STATUTE}(ii)(II), (E)(iii); Treas. Reg. 1.401(a)(9)-4(e)(3) (majority is age 21)`,
      });
    }
  }
  const scheduleClass = SCHEDULE_ORDER.find((c) => classes.has(c));
  if (scheduleClass === undefined || scheduleClass === 'MinorChild') {
    if (f.Disabled === undefined) unchecked.push('Disabled');
    if (f.ChronicallyIll === undefined) unchecked.push('ChronicallyIll');
  }
  if (scheduleClass === undefined) {
    reasons.push({
      Class: 'NotAnEdb',
      Message: 'An individual, so a designated beneficiary, in none of the eligible classes as of the date of death.',
      Source: `${DB_SOURCE}; ${EDB_DATE}`,
    });
    return answer(['NotAnEdb'], 'NotAnEdb', true, reasons, unchecked);
  }
  const ordered = BENEFICIARY_CLASSES.filter((c) => classes.has(c));
  return answer(
    ordered,
    scheduleClass,
    true,
    reasons,
    unchecked,
    majorityDate !== undefined && classes.has('MinorChild') ? majorityDate : undefined,
  );
}

function answer(
  Classes: readonly BeneficiaryClass[],
  ScheduleClass: BeneficiaryClass,
  designated: boolean,
  Reasons: readonly BeneficiaryClassReason[],
  Unchecked: readonly string[],
  MajorityDate?: string,
): BeneficiaryClasses {
  const eligible = designated && ScheduleClass !== 'NotAnEdb' && ScheduleClass !== 'NotADesignatedBeneficiary';
  return {
    ok: true,
    Classes,
    ScheduleClass,
    DesignatedBeneficiary: designated,
    EligibleDesignatedBeneficiary: eligible,
    ...(MajorityDate !== undefined ? { MajorityDate } : {}),
    Reasons,
    Unchecked,
  };
}

function bad(field: string, code: string, message: string): Failure<'InvalidRequest'> {
  return failure('InvalidRequest', message, [{ FieldName: field, ErrorCode: code, Message: message }]);
}
