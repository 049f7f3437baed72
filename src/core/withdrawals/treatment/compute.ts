import type { Catalog } from '../../catalog/types.js';
import type { Failure } from '../../shared/error-codes.js';
import { byReason } from './by-reason.js';
import { finish } from './finish.js';
import { readQuery } from './read-query.js';
import { trumpStage } from './trump-stage.js';
import type { DistributionTreatment, DistributionTreatmentQuery } from './types.js';
import { startWork } from './work.js';

/**
 * The treatment, step by step: the query read and checked; a Trump account's growth period (during
 * it only a few distributions are permitted; after it the account is a traditional IRA); then the
 * path for the reason and the kind of account. May throw on a malformed query (the caller catches).
 */
export function compute(catalog: Catalog, q: DistributionTreatmentQuery): DistributionTreatment | Failure {
  const g = readQuery(catalog, q);
  if ('ok' in g) return g;
  const w = startWork(g.treatment, g.amount);
  if (g.treatment.Kind !== 'TrumpAccount') return byReason(g, g.treatment.Kind, w);
  const stage = trumpStage(q, g.reason, w);
  if (stage === 'Done') return finish(q, 'TrumpAccount', g.reason, w, g.age, g.reached, null);
  if (stage !== 'PostGrowth') return stage;
  return byReason(g, 'TraditionalIra', w);
}
