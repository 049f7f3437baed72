// The sources the treatment rules cite, shared by more than one step or kept together for reading.

export const AGE_59_SOURCE = '26 U.S.C. 72(t)(2)(A)(i) (on or after the date the employee reaches 59 1/2)';
export const DEATH_SOURCE = '26 U.S.C. 72(t)(2)(A)(ii) (to a beneficiary or the estate on or after the death)';
export const DISABILITY_SOURCE = '26 U.S.C. 72(t)(2)(A)(iii), 72(m)(7)';
export const CONVERSION_SOURCE = '26 U.S.C. 408A(d)(3)(A)(ii) (72(t) does not apply to a conversion)';
export const CORRECTIVE_SOURCE =
  '26 U.S.C. 72(t)(2)(J) (SECURE 2.0 sec. 333: net income attributable on a 408(d)(4) corrective ' +
  'distribution, from 2022-12-29)';
/** The first day CORRECTIVE_SOURCE applies. */
export const CORRECTIVE_FROM = '2022-12-29';
export const SIMPLE_SOURCE = '26 U.S.C. 72(t)(6); 408(d)(3)(G)';
export const IRA_BOX_SOURCE =
  'Instructions for Forms 1099-R and 5498, box 7 IRA/SEP/SIMPLE checkbox (not for a Roth IRA or a recharacterization)';
export const TAXABLE_NOT_DETERMINED_SOURCE =
  'Instructions for Forms 1099-R and 5498, box 2a/2b (for a traditional, SEP or SIMPLE IRA the payer ' +
  'generally reports the gross and checks "taxable amount not determined"; basis is figured on Form 8606)';
