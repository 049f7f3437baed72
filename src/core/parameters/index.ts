export {
  ParameterFileSchema,
  PARAMETER_UNITS,
  PARAMETER_PERIODS,
  MAX_PARAMETER_VALUES,
  type ParameterFile,
  type ParameterUnit,
  type ParameterPeriod,
  type ParameterValueEntry,
} from './schema.js';
export {
  parameterValue,
  type ParameterQuery,
  type ParameterValueResult,
  type ParameterErrorCode,
} from './parameter-value.js';
