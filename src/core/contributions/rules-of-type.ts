import type { CompiledAccountType } from '../catalog/types.js';
import { type ContributionRules, ContributionRulesSchema } from './schema.js';

// The catalog schema accepts ContributionRules as a free record until the lead wires
// ContributionRulesSchema into it; until then each type's rules are validated here, once
// per compiled type object.
const cache = new WeakMap<CompiledAccountType, { rules: ContributionRules | undefined; error: string | undefined }>();

export function contributionRulesOf(type: CompiledAccountType): {
  rules: ContributionRules | undefined;
  error: string | undefined;
} {
  const hit = cache.get(type);
  if (hit) return hit;
  let out: { rules: ContributionRules | undefined; error: string | undefined };
  if (type.ContributionRules === undefined) out = { rules: undefined, error: undefined };
  else {
    const r = ContributionRulesSchema.safeParse(type.ContributionRules);
    out = r.success
      ? { rules: r.data, error: undefined }
      : {
          rules: undefined,
          error:
            `catalog ${type.file}: ContributionRules invalid: ` +
            `${r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
        };
  }
  cache.set(type, out);
  return out;
}
