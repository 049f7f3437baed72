import { z } from 'zod';

// Calendar data (catalog/calendar/*.json): holidays, due-date rules, disaster postponements.
// Owned by the calendar capability.
export const CalendarFileSchema = z.looseObject({
  $schema: z.string().optional(),
  Name: z.string(),
});
export type CalendarFile = z.infer<typeof CalendarFileSchema>;
