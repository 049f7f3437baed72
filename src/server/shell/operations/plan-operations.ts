import { randomUUID } from 'node:crypto';
import { type CreatePlanFacts, type CreatePlanRecords, decideCreatePlan } from '../../../core/decisions/index.js';
import { insertPlan } from '../../store/plans.js';
import type { WriteOperation } from '../operation.js';
import { callerOf } from './path-ids.js';

/** Create Plan: a new id; the decision validates the configuration with the engine. */
export const createPlanOperation: WriteOperation<CreatePlanFacts, CreatePlanRecords, { PlanId: string }> = {
  name: 'CreatePlan',
  decide: decideCreatePlan,
  load: async (_tx, ctx) => ({ facts: { Now: ctx.now.toISOString(), NewIds: { PlanId: randomUUID() } } }),
  apply: (tx, r, ctx) => insertPlan(tx, callerOf(ctx), r.Plan),
};
