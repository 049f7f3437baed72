// Deductions of contributions: the traditional IRA deduction of 219(g) (Pub. 590-A Worksheet 1-2).

export {
  type DeductionPhaseOutRange,
  type DeductionReason,
  type TraditionalIraDeduction,
  type TraditionalIraDeductionQuery,
  traditionalIraDeduction,
} from './traditional-ira-deduction.js';
