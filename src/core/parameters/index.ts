export {
  type ParameterErrorCode,
  type ParameterQuery,
  type ParameterValueResult,
  parameterValue,
} from './parameter-value.js';
export {
  MAX_PARAMETER_VALUES,
  PARAMETER_PERIODS,
  PARAMETER_UNITS,
  type ParameterFile,
  ParameterFileSchema,
  type ParameterPeriod,
  type ParameterUnit,
  type ParameterValueEntry,
} from './schema.js';
