export * from './error-codes.js';
export { parseAmount, decimalString, roundMoney, MAX_AMOUNT, type AmountResult, type AmountRules } from './money.js';
export { parseIsoDate, isIsoDate, formatIsoDate, ageOn, isLeapYear, daysInMonth, type YMD } from './dates.js';
