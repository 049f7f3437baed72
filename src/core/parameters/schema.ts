import { z } from 'zod';

// A statutory limit as dated values (OpenFisca/PolicyEngine style). Owned by the
// parameters capability; the catalog loader validates every catalog/parameters/*.json with it.
export const ParameterFileSchema = z.looseObject({
  $schema: z.string().optional(),
  Name: z.string().regex(/^[a-z][a-z0-9_]*$/),
});
export type ParameterFile = z.infer<typeof ParameterFileSchema>;
