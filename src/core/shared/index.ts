export { ageOn, daysInMonth, formatIsoDate, isIsoDate, isLeapYear, parseIsoDate, type YMD } from './dates.js';
export * from './error-codes.js';
export {
  type AmountResult,
  type AmountRules,
  decimalString,
  MAX_AMOUNT,
  MAX_BALANCE,
  parseAmount,
  roundMoney,
} from './money.js';
