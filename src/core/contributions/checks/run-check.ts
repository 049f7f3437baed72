import type { ContributionCheck } from '../schema.js';
import { checkAgeInTaxYear } from './age-in-tax-year.js';
import { checkBalanceCap } from './balance-cap.js';
import { checkCap } from './cap.js';
import { checkCompensationLimit } from './compensation-limit.js';
import type { CheckContext, CheckOutcome } from './context.js';
import { checkContributionPeriod } from './contribution-period.js';
import { checkElectionLimit } from './election-limit.js';
import { checkEmployerMatch } from './employer-match.js';
import { checkFactEquals } from './fact-equals.js';
import { checkHsaLimit } from './hsa-limit.js';
import { checkIncomePhaseOut } from './income-phase-out.js';
import { checkMonthlyLimit } from './monthly-limit.js';
import { checkPercentOfCompensation } from './percent-of-compensation.js';

export function runCheck(ctx: CheckContext, c: ContributionCheck): CheckOutcome {
  switch (c.Rule) {
    case 'Cap':
      return checkCap(ctx, c);
    case 'CompensationLimit':
      return checkCompensationLimit(ctx, c);
    case 'IncomePhaseOut':
      return checkIncomePhaseOut(ctx, c);
    case 'PercentOfCompensation':
      return checkPercentOfCompensation(ctx, c);
    case 'EmployerMatchOrNonElective':
      return checkEmployerMatch(ctx, c);
    case 'ContributionPeriod':
      return checkContributionPeriod(ctx, c);
    case 'BalanceCap':
      return checkBalanceCap(ctx, c);
    case 'ElectionLimit':
      return checkElectionLimit(ctx, c);
    case 'MonthlyLimit':
      return checkMonthlyLimit(ctx, c);
    case 'FactEquals':
      return checkFactEquals(ctx, c);
    case 'AgeInTaxYear':
      return checkAgeInTaxYear(ctx, c);
    case 'HsaLimit':
      return checkHsaLimit(ctx, c);
  }
}
