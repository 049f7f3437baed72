// Required minimum distributions tracked: the Joint and Last Survivor table, the owner's amount
// with it, and the status of a year per account, aggregation group and owner (issue 10).

export {
  type JointLifeExpectancy,
  type JointLifeExpectancyQuery,
  jointLifeExpectancy,
} from './joint-life-expectancy.js';
export {
  JOINT_LIFE_TABLE_KIND,
  type JointLifeTableFile,
  JointLifeTableFileSchema,
} from './joint-life-table-schema.js';
export {
  type OwnerRequiredAmount,
  type OwnerRequiredAmountQuery,
  ownerRequiredAmount,
} from './owner-required-amount.js';
export {
  type AccountRequirement,
  type Aggregation,
  type ExciseExposure,
  type GroupRequirement,
  type InheritedFacts,
  type OwnerRequirement,
  type RequiredDistributionAccount,
  type RequiredDistributionFacts,
  type RequiredDistributionPayment,
  type RequiredDistributionStatus,
  type RequirementStatus,
  requiredDistributionStatus,
} from './required-distribution-status.js';
