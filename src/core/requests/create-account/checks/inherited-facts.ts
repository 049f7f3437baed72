import type { Catalog, CompiledAccountType } from '../../../catalog/types.js';
import { applicableAge } from '../../../distributions/index.js';
import { ageOn, parseIsoDate } from '../../../shared/dates.js';
import type { FieldError } from '../../../shared/error-codes.js';
import type { FieldValue } from '../../types.js';

const CODE = 'InconsistentWithDateOfBirth';

/**
 * Facts of an inherited-IRA request that the optional birth dates can confirm: the RBD flag
 * (applicable age from the distributions capability; the unsettled 1959 cohort accepts either),
 * a MinorChild under 21 at the death (deaths from 2020), and a NotMoreThanTenYearsYounger
 * beneficiary born no more than ten years after the owner.
 */
export function checkInheritedFacts(
  catalog: Catalog,
  type: CompiledAccountType,
  values: Readonly<Record<string, FieldValue>>,
): FieldError[] {
  const out: FieldError[] = [];
  const dod = values['DecedentDateOfDeath'];
  const ownerDob = values['DecedentDateOfBirth'];
  const beneDob = values['BeneficiaryDateOfBirth'];
  const rbdFlag = values['DecedentDiedOnOrAfterRbd'];
  const cls = values['BeneficiaryEligibleDesignatedClass'];
  if (typeof dod !== 'string') return out;
  const rothForced = catalog.inheritedDecisions?.RothTreatedAsDyingBeforeRbd.includes(type.Slug) ?? false;
  if (!rothForced && typeof ownerDob === 'string' && typeof rbdFlag === 'boolean' && ownerDob <= dod) {
    const a = applicableAge(ownerDob);
    if (a) {
      const after = dod >= a.RequiredBeginningDate;
      const after75 = `${Number(ownerDob.slice(0, 4)) + 76}-04-01`; // the 1959 cohort's other reading
      const eitherReading = a.Unsettled && dod >= after75 !== after;
      if (after !== rbdFlag && !eitherReading)
        out.push({
          FieldName: 'DecedentDiedOnOrAfterRbd',
          ErrorCode: CODE,
          Message:
            `DecedentDiedOnOrAfterRbd is ${String(rbdFlag)}, but an owner born ${ownerDob} (applicable age ` +
            `${a.ApplicableAge}) had the required beginning date ${a.RequiredBeginningDate}, so a death on ` +
            `${dod} was ${after ? 'on or after' : 'before'} it (${a.Source}).`,
        });
    }
  }
  const dodYmd = parseIsoDate(dod);
  const bene = parseIsoDate(beneDob);
  if (cls === 'MinorChild' && bene && dodYmd && dod >= '2020-01-01' && ageOn(bene, dodYmd) >= 21)
    out.push({
      FieldName: 'BeneficiaryEligibleDesignatedClass',
      ErrorCode: CODE,
      Message:
        `BeneficiaryEligibleDesignatedClass is MinorChild, but a beneficiary born ${String(beneDob)} was ` +
        `${ageOn(bene, dodYmd)} at the owner's death on ${dod}; majority is 21 (26 CFR 1.401(a)(9)-4(e)(3)).`,
    });
  const owner = parseIsoDate(ownerDob);
  if (cls === 'NotMoreThanTenYearsYounger' && bene && owner) {
    const limit = `${String(owner.year + 10).padStart(4, '0')}${String(ownerDob).slice(4)}`;
    if (String(beneDob) > limit)
      out.push({
        FieldName: 'BeneficiaryEligibleDesignatedClass',
        ErrorCode: CODE,
        Message:
          `BeneficiaryEligibleDesignatedClass is NotMoreThanTenYearsYounger, but the beneficiary (born ` +
          `${String(beneDob)}) was born more than ten years after the owner (born ${String(ownerDob)}), ` +
          `measured birth date to birth date (26 CFR 1.401(a)(9)-4(e)(6)).`,
      });
  }
  return out;
}
