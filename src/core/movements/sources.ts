// The legal sources the movement rules cite, in one place so that every answer says the same.

export const SOURCES = {
  trusteeTransfer:
    'Rev. Rul. 78-406 (a transfer between trustees is neither a distribution nor a rollover); IRS Pub. ' +
    '590-A, chapter 1, "Trustee-to-Trustee Transfer"',
  transferNotReportable:
    'Instructions for Forms 1099-R and 5498 (a trustee-to-trustee transfer between IRAs of the same type ' +
    'is not reported on either form)',
  incidentToDivorce:
    "26 U.S.C. 408(d)(6) (the transfer of an individual's interest in an IRA to a spouse or former spouse " +
    'under a divorce or separation instrument described in 71(b)(2)(A) is not a taxable transfer; the ' +
    "interest is thereafter treated as the spouse's IRA); 408A(a) for Roth IRAs; IRS Pub. 590-A, " +
    '"Transfers Incident to Divorce"',
  sameOwner: '26 U.S.C. 408(a) (an IRA is for the exclusive benefit of an individual); 26 CFR 1.408A-5 Q&A-1',
  inheritedSame:
    '26 U.S.C. 408(d)(3)(C); IRS Pub. 590-B, "Inherited from someone other than spouse" (a beneficiary may ' +
    'move an inherited IRA only by trustee-to-trustee transfer to an inherited IRA of the same decedent, ' +
    "kept in the decedent's name)",
  inheritedNoRollover:
    '26 U.S.C. 408(d)(3)(C)(i)-(ii) (an inherited IRA of a beneficiary other than the surviving spouse ' +
    'cannot be rolled over or receive a rollover)',
  spouseTreatAsOwn:
    '26 U.S.C. 408(d)(3)(C)(ii)(II); 26 CFR 1.408-8 Q&A-5 (a surviving spouse who is the sole beneficiary ' +
    "may treat the IRA as the spouse's own or roll it over)",
  coverdellTransfer:
    '26 U.S.C. 530(d)(5)-(6) (to a Coverdell ESA of the same beneficiary or of a member of the ' +
    "beneficiary's family who has not attained age 30), 529(e)(2)",
  conversionNotTransfer:
    '26 U.S.C. 408A(d)(3) (moving traditional IRA money to a Roth IRA is a conversion, taxable; see ' +
    'checkRothConversion)',
  rothToTraditional:
    '26 U.S.C. 408A(d)(3), (d)(6) (Roth IRA money may move to a traditional IRA only by recharacterizing a ' +
    'contribution)',
  planIsRollover:
    '26 U.S.C. 402(c), 401(a)(31) (money leaves an employer plan by a direct or indirect rollover, ' +
    'reported on Form 1099-R)',
  simpleTwoYear:
    '26 U.S.C. 408(d)(3)(G), 72(t)(6) (during the two years beginning on the date of first participation a ' +
    'SIMPLE IRA rolls over only to another SIMPLE IRA); IRS, "SIMPLE IRA Plan" (irs.gov; the two-year ' +
    'period begins on the first day contributions by the employer are deposited in the SIMPLE IRA)',
  intoSimpleAfterTwoYears:
    '26 U.S.C. 408(p)(1)(B) as amended by the PATH Act (Pub. L. 114-113, div. Q) sec. 306 (a SIMPLE IRA ' +
    "may receive money from a non-SIMPLE IRA or plan only after its owner's two-year period)",
  sixtyDays:
    '26 U.S.C. 408(d)(3)(A), 402(c)(3)(A) (the rollover contribution must be made by the 60th day after ' +
    'the day the distribution is received); IRS Pub. 590-A, "Time Limit for Making a Rollover Contribution"',
  selfCertification:
    'Rev. Proc. 2020-46 (modifying Rev. Proc. 2016-47), sections 3.02 and 3.04: self-certification of a ' +
    'permissible reason for missing the 60-day deadline; 26 U.S.C. 408(d)(3)(I), 402(c)(3)(B)',
  selfCertificationSafeHarbor:
    'Rev. Proc. 2016-47 sec. 3.02(3), kept by Rev. Proc. 2020-46 (the contribution must be made as soon as ' +
    'practicable; within 30 days after the reason ends is deemed to satisfy it)',
  oneRolloverPerYear:
    '26 U.S.C. 408(d)(3)(B); Bobrow v. Commissioner, T.C. Memo. 2014-21; IRS Announcement 2014-15 and ' +
    'Announcement 2014-32 (one indirect IRA-to-IRA rollover in any one-year period across all of the ' +
    'individual\'s IRAs, traditional, SEP, SIMPLE and Roth together); IRS Pub. 590-A, "Waiting period ' +
    'between rollovers"',
  oneRolloverPerYearExclusions:
    'IRS Announcement 2014-32 (trustee-to-trustee transfers, Roth conversions and rollovers to or ' +
    'from employer plans are not counted)',
  requiredDistributionNotRollable:
    '26 U.S.C. 408(d)(3)(E), 402(c)(4)(B); 26 CFR 1.408-8 Q&A-4 and 1.402(c)-2 Q&A-7 (a required minimum ' +
    'distribution is not eligible for rollover, and the first amounts distributed in a distribution year ' +
    'are treated as the required distribution until it is satisfied)',
  requiredDistributionNotConvertible:
    "26 CFR 1.408A-4 Q&A-6(a) (a required minimum distribution cannot be converted; the year's required " +
    'distribution must come out first)',
  noLifetimeRmdRoth: "26 U.S.C. 408A(c)(5) (no minimum distributions from a Roth IRA during the owner's life)",
  beforeFirstDistributionYear:
    '26 U.S.C. 401(a)(9)(C); 26 CFR 1.401(a)(9)-5(a)(2) (no required distribution before the year the ' +
    'applicable age is reached)',
  rolloverContribution:
    'Instructions for Form 5498, box 2 (rollover contributions); 26 U.S.C. 408(d)(3) (a rollover ' +
    'contribution is not a regular contribution and does not count toward the annual limit)',
  directRolloverCodeG:
    'Instructions for Forms 1099-R and 5498, box 7 code G (direct rollover of a distribution to a ' +
    'qualified plan, 403(b), governmental 457(b) or IRA)',
  planToRoth:
    '26 U.S.C. 408A(e)(1), 402(c)(8)(B) (an eligible rollover distribution from an employer plan may be ' +
    'rolled over to a Roth IRA; the pre-tax part is includible in income)',
  directBetweenIras:
    'Rev. Rul. 78-406; IRS Pub. 590-A (between IRAs the direct way is a trustee-to-trustee transfer, not a ' +
    'direct rollover)',
  beneficiaryPlanRollover:
    "26 U.S.C. 402(c)(11) (a designated beneficiary other than the surviving spouse may move a decedent's " +
    'employer plan only by a direct trustee-to-trustee transfer to an IRA set up as an inherited IRA, treated ' +
    'as an eligible rollover distribution); Notice 2007-7 section V; Notice 2008-30 Q&A-7 (to an ' +
    'inherited Roth IRA, the pre-tax part includible in income)',
  preTaxFirst:
    '26 U.S.C. 402(c)(2) (an amount rolled over is treated as consisting first of the part of the distribution ' +
    'includible in gross income); Notice 2014-54, sec. III and Example 1',
  toEmployerPlan:
    'Plan terms decide whether an employer plan accepts a rollover (26 U.S.C. 402(c)(8)(B)); not covered ' +
    'by these rules',
  coverdellRollover:
    '26 U.S.C. 530(d)(5) (a Coverdell ESA distribution paid within 60 days into another Coverdell ESA of the ' +
    "same beneficiary or of a member of the beneficiary's family under age 30 is not taxable; not if the " +
    'rule applied to a prior distribution in the 12 months ending on its date), 529(e)(2); 530(b)(1) (no age ' +
    'limit for a beneficiary with special needs); IRS Pub. 970, Coverdell ESA, "Rollovers and Other Transfers"',
  conversion:
    '26 U.S.C. 408A(d)(3), (e); 26 CFR 1.408A-4 Q&A-1 (a traditional, SEP or SIMPLE IRA may be converted ' +
    'to a Roth IRA of the same owner)',
  conversionSimple:
    '26 U.S.C. 408(d)(3)(G), 72(t)(6); 26 CFR 1.408A-4 Q&A-4(b) (a SIMPLE IRA may be converted only after ' +
    'its two-year period)',
  inheritedNoConversion:
    '26 U.S.C. 408(d)(3)(C); 26 CFR 1.408A-4 Q&A-1 (only the owner, or a spouse who treats the IRA as the ' +
    "spouse's own, may convert)",
  proRata:
    '26 U.S.C. 408(d)(1)-(2), 72; Form 8606 Part I, lines 1-14, and Part II, lines 16-18 (the nontaxable ' +
    "part of a conversion is pro rata across the basis of all the owner's traditional, SEP and SIMPLE IRAs)",
  allTaxable:
    '26 U.S.C. 408A(d)(3)(A)(i) (the converted amount is includible in income except the part that is ' +
    'basis; without Form 8606 basis facts the whole amount is taxable)',
  conversionCodes:
    'Instructions for Forms 1099-R and 5498, box 7: code 2 for a Roth IRA conversion when the participant ' +
    'is under age 59 1/2, code 7 when at least 59 1/2; box 1 and box 2a the amount converted; ' +
    'IRA/SEP/SIMPLE box checked',
  conversionBox3: 'Instructions for Form 5498, box 3 (Roth IRA conversion amount)',
  conversionFiveYears:
    '26 U.S.C. 408A(d)(3)(F); 26 CFR 1.408A-6 Q&A-5(c) (each conversion has its own five-taxable-year ' +
    'period beginning January 1 of the year of the conversion)',
  conversionNotCounted:
    'IRS Announcement 2014-32 (a Roth conversion is not a rollover for the one-per-year limit); 26 U.S.C. 408A(e)(1)',
  recharacterize:
    '26 U.S.C. 408A(d)(6); 26 CFR 1.408A-5 Q&A-1 (a regular contribution may be treated as made to an IRA ' +
    'of the other type by a trustee-to-trustee transfer with its net income)',
  recharacterizeDeadline:
    '26 U.S.C. 408A(d)(6)(A), (d)(7); 26 CFR 1.408A-5 Q&A-1(b) (on or before the due date, including ' +
    'extensions, of the return for the year of the contribution)',
  noConversionRecharacterization:
    'Tax Cuts and Jobs Act (Pub. L. 115-97) sec. 13611(a), adding 26 U.S.C. 408A(d)(6)(B)(iii): a ' +
    'conversion (or a rollover from an employer plan to a Roth IRA) made in a taxable year beginning after ' +
    'December 31, 2017 cannot be recharacterized',
  noRolloverRecharacterization:
    '26 CFR 1.408A-5 Q&A-10, Example 4 (an amount contributed to an IRA in a tax-free transfer or rollover ' +
    'cannot be recharacterized)',
  noEmployerRecharacterization:
    '26 CFR 1.408A-5 Q&A-5 (employer contributions, elective deferrals included, under a SEP or SIMPLE IRA ' +
    'plan cannot be recharacterized as Roth IRA contributions)',
  conversionTaxYear:
    '26 CFR 1.408A-5 Q&A-1(b) (a conversion by a rollover of a distribution made in one taxable year and ' +
    'contributed to the Roth IRA within 60 days in the next is a contribution for the earlier taxable year)',
  notIntoSimple:
    '26 U.S.C. 408(p)(1)(B) (a SIMPLE IRA receives only contributions under its SIMPLE plan, so no regular ' +
    'contribution can be recharacterized into it)',
  netIncome:
    '26 CFR 1.408-11(a)(1), (b); 1.408A-5 Q&A-2(c): net income = contribution x (adjusted closing balance ' +
    '- adjusted opening balance) / adjusted opening balance, which may be negative',
  recharacterizationCodes:
    'Instructions for Forms 1099-R and 5498, box 7: code N for a contribution for the current year ' +
    'recharacterized in that year, code R for a contribution for the prior year recharacterized in the ' +
    'current year',
  recharacterizationBox4: 'Instructions for Form 5498, box 4 (recharacterized contributions, with their net income)',
  trumpQualifiedRollover:
    "26 U.S.C. 530A(b)(1)(A)(ii) and 530A's definition of a qualified rollover contribution (a trustee-to-trustee " +
    'transfer of the entire balance of a Trump account to another Trump account of the same account ' +
    'beneficiary); Notice 2025-68 (a rollover Trump account at a successor trustee)',
  trumpGrowthPeriod:
    '26 U.S.C. 530A(b)(1)(C)(ii) (no distribution before the first day of the calendar year in which the ' +
    'beneficiary attains 18, except as 530A(d) provides: a qualified rollover, a qualified ABLE rollover, a ' +
    'return of excess contributions, on death)',
  trumpFundedByQualifiedRollover:
    '26 U.S.C. 530A(b)(1)(A), (b)(1)(C)(i) (during the growth period a Trump account takes contributions ' +
    'under the annual limit and the exempt contributions: the pilot program, qualified general ' +
    'contributions and a qualified rollover from another Trump account; a transfer or rollover from any ' +
    'other account is none of them)',
  trumpOneFundedAccount:
    'Proposed regulations under 26 U.S.C. 530A (March 2026), as summarized by FuturePlan and Greenleaf ' +
    'Trust: during the growth period a child may have only one funded Trump account at a time; after a ' +
    'qualified rollover the old account accepts no new contributions and is closed',
  trumpAfterGrowthPeriod:
    '26 U.S.C. 530A(a) (a Trump account is treated as an IRA under 408(a) except as 530A provides), ' +
    '530A(b)(1)(C)(ii)-(iii) (the growth-period rules end with the year before the beneficiary attains 18); ' +
    'Notice 2025-68 (after the growth period the account is generally treated as a traditional IRA, and may ' +
    'be converted to a Roth IRA from the year the beneficiary turns 18)',
  hsaTransfer:
    'Notice 2004-50, Q&A-56 (a trustee-to-trustee transfer from one HSA to another is not a rollover ' +
    'contribution, not subject to the one-rollover-per-year limit, and not a contribution or a distribution); ' +
    'IRS Pub. 969, "Rollovers"; 26 U.S.C. 223(d)(1)(E) (an HSA is for the exclusive benefit of its account ' +
    'beneficiary)',
  hsaTransferNotReportable:
    'Instructions for Forms 1099-SA and 5498-SA, "Transfers" (a trustee-to-trustee transfer from one HSA to ' +
    'another is not reported on Form 1099-SA, and contributions and rollovers on Form 5498-SA do not include it)',
  hsaIncidentToDivorce:
    "26 U.S.C. 223(f)(7) (the transfer of an individual's interest in an HSA to a spouse or former spouse under " +
    'a divorce or separation instrument described in 71(b)(2)(A) is not a taxable transfer; the interest is ' +
    "thereafter the spouse's HSA)",
  hsaSpouseBeneficiary:
    "26 U.S.C. 223(f)(8)(A) (on the account beneficiary's death an HSA passing to the surviving spouse as " +
    "designated beneficiary is treated as the spouse's HSA), 223(f)(8)(B) (passing to anyone else, it ceases to " +
    'be an HSA on the date of death); Notice 2004-2, Q&A-31',
  hsaRollover:
    '26 U.S.C. 223(f)(5)(A) (an amount paid or distributed from an HSA to the account beneficiary is not ' +
    'income to the extent it is paid into an HSA for the benefit of that beneficiary not later than the 60th ' +
    'day after the day on which the beneficiary receives it); Notice 2004-50, Q&A-55; IRS Pub. 969, "Rollovers"',
  hsaOneRolloverPerYear:
    '26 U.S.C. 223(f)(5)(B) (not if, at any time during the 1-year period ending on the day of the receipt, ' +
    'the individual received another amount from an HSA that was not includible in income because of ' +
    '223(f)(5)); Notice 2004-50, Q&A-55 (trustee-to-trustee transfers are not counted, Q&A-56)',
  hsaNoSelfCertification:
    'Rev. Proc. 2020-46, section 3.01 and 26 U.S.C. 402(c)(3)(B), 408(d)(3)(I) (the waiver of the 60-day ' +
    'requirement by self-certification covers qualified plans, 403(b) plans, governmental 457(b) plans and ' +
    'IRAs; 223(f)(5) has no waiver, and the revenue procedure does not name HSAs)',
  hsaOnlyToHsa:
    '26 U.S.C. 223(f)(5) (an HSA distribution is rolled over only into an HSA; into an HSA only from an HSA or ' +
    'an Archer MSA); 408(d)(9) (money of an IRA reaches an HSA only as a once-in-a-lifetime qualified HSA ' +
    'funding distribution, a contribution within the 223(b) limit: a transfer with HsaFundingDistribution true, ' +
    'never a rollover)',
  hsaRolloverContribution:
    'Instructions for Forms 1099-SA and 5498-SA, box 4 (rollover contributions received in the year) and box 3 ' +
    'code 1 (the distribution the owner rolled over is a normal distribution on Form 1099-SA; the payer does not ' +
    'compute the taxable amount)',
  hsaFundingDistribution:
    '26 U.S.C. 408(d)(9)(A)-(B) (a qualified HSA funding distribution: a distribution from an IRA of an eligible ' +
    "individual, other than an ongoing SEP or SIMPLE IRA, contributed to the individual's HSA in a direct " +
    'trustee-to-trustee transfer, is not included in gross income); Notice 2008-51 (from a traditional IRA or a ' +
    'Roth IRA, an inherited one of the beneficiary included, to the HSA of the same individual); IRS Pub. 969, ' +
    '"Qualified HSA funding distribution"',
  hsaFundingOngoing:
    '26 U.S.C. 408(d)(9)(B) (not from an ongoing plan described in 408(k) or 408(p)); Notice 2008-51 (a SEP IRA ' +
    'or SIMPLE IRA is ongoing if an employer contribution is made for the plan year ending with or within the ' +
    "IRA owner's taxable year in which the distribution would be made)",
  hsaFundingOnce:
    '26 U.S.C. 408(d)(9)(C)(ii)(I) (only one qualified HSA funding distribution during the lifetime of the ' +
    'individual, the election irrevocable), (C)(ii)(II) (a second one in a later month of the same taxable year ' +
    'when a first was made during a month of self-only coverage and the second during a month of family ' +
    'coverage); Notice 2008-51',
  hsaFundingLimit:
    '26 U.S.C. 408(d)(9)(C)(i) (the amount excluded may not exceed the 223(b) annual limitation for the coverage ' +
    'at the time of the distribution, less an earlier qualified HSA funding distribution of the year), 223(b)(4)(C) ' +
    '(the limitation is reduced by qualified HSA funding distributions); Notice 2008-51 (it counts toward the ' +
    'maximum annual HSA contribution for the year of the distribution; it cannot be made for the prior year); ' +
    'Instructions for Form 8889, line 10',
  hsaFundingNotIncome:
    '26 U.S.C. 408(d)(9)(A) (not included in gross income), 408(d)(9)(E) (treated as coming first from the amount ' +
    'that would be includible if all the IRAs were distributed, so the nondeductible basis stays in the IRAs); ' +
    'Notice 2008-51 (not subject to the 72(t) additional tax); 26 U.S.C. 3405(e)(1)(B)(ii) (no withholding on a ' +
    'part reasonably believed not includible in income)',
  hsaFundingForms:
    'Instructions for Forms 1099-R and 5498, box 7 (code 1 before 59 1/2, code 7 after, for a traditional IRA; ' +
    'J before 59 1/2, T after, for a Roth IRA whose five-year period is not known; code 4 from an inherited ' +
    'traditional IRA and T from an inherited Roth IRA, whatever the age; the distribution is not a ' +
    'rollover, so not code G); Instructions for Forms 1099-SA and 5498-SA, box 2 (total contributions made in the ' +
    'year include a qualified HSA funding distribution); Form 1040 instructions (the owner excludes it with "HFD")',
  hsaFundingTestingPeriod:
    '26 U.S.C. 408(d)(9)(D) (if the individual is not an eligible individual at any time during the testing ' +
    'period, from the month of the contribution to the last day of the 12th month after it, the amount is included ' +
    'in gross income with a 10 percent additional tax, except on death or disability); Instructions for Form 8889, ' +
    'Part III (testing period)',
  hsaNoRequiredDistribution:
    '26 U.S.C. 223(f) (an HSA has no required minimum distributions; 408(d)(3)(E) and 401(a)(9) do not apply)',
} as const;
