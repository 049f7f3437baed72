import { z } from 'zod';
import type { Catalog, CompiledAccountType } from '../catalog/types.js';
import { type Failure, failure } from '../shared/error-codes.js';
import { DEFAULT_HSA_TYPE } from './hsa-rule-of-type.js';

// The `DistributionRules` key of an HSA type (catalog data): which parameter holds the
// additional tax, the age after which it no longer applies, and the month and day by which a
// mistaken distribution must be repaid in the year after the mistake was known.

export const HsaDistributionRulesSchema = z.object({
  Kind: z.literal('HealthSavingsAccount'),
  AdditionalTaxParameter: z.string().regex(/^[a-z][a-z0-9_]*$/),
  AdditionalTaxExceptionAge: z.number().int().min(1).max(130),
  MistakenDistributionRepayBy: z.string().regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/),
  Source: z.string().min(3),
});
export type HsaDistributionRules = z.infer<typeof HsaDistributionRulesSchema>;

export function hsaDistributionRulesOf(
  catalog: Catalog,
  slug: unknown,
):
  | { readonly type: CompiledAccountType; readonly rules: HsaDistributionRules }
  | Failure<'InvalidRequest' | 'UnknownAccountType'> {
  const code = slug === undefined ? DEFAULT_HSA_TYPE : slug;
  const type = typeof code === 'string' ? catalog.typeBySlug.get(code) : undefined;
  if (!type)
    return failure('UnknownAccountType', `unknown account type ${JSON.stringify(code)}`, [
      { FieldName: 'AccountTypeCode', ErrorCode: 'UnknownAccountType', Message: 'not in the catalog' },
    ]);
  const r = HsaDistributionRulesSchema.safeParse(type.DistributionRules);
  if (!r.success)
    return failure('InvalidRequest', `${type.Slug} has no health savings account DistributionRules in the catalog`, [
      { FieldName: 'AccountTypeCode', ErrorCode: 'NotAHealthSavingsAccount', Message: `${type.Slug} is not an HSA` },
    ]);
  return { type, rules: r.data };
}
