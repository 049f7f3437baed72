import { z } from 'zod';

// A life-expectancy table file (catalog/tables/*.json). Owned by the distributions capability.
export const LifeTableFileSchema = z.looseObject({
  $schema: z.string().optional(),
  Name: z.string(),
});
export type LifeTableFile = z.infer<typeof LifeTableFileSchema>;
