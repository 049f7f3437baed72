import { z } from 'zod';
import { CalendarFileSchema } from '../../src/core/calendar/schema.js';
import {
  AccountTypeSchema,
  AssetClassesFileSchema,
  AuthoritiesFileSchema,
  CommunityPropertyStatesFileSchema,
  DecisionMatrixFileSchema,
  NaturesFileSchema,
} from '../../src/core/catalog/schema.js';
import { LifeTableFileSchema } from '../../src/core/distributions/table-schema.js';
import { ParameterFileSchema } from '../../src/core/parameters/schema.js';
import { JointLifeTableFileSchema } from '../../src/core/required-distributions/joint-life-table-schema.js';

/** JSON Schemas generated from the zod schemas, by file name under catalog/schema/. */
export function renderJsonSchemas(): Record<string, string> {
  const schemas: Record<string, z.ZodType> = {
    'account-type.schema.json': AccountTypeSchema,
    'authorities.schema.json': AuthoritiesFileSchema,
    'natures.schema.json': NaturesFileSchema,
    'asset-classes.schema.json': AssetClassesFileSchema,
    'inherited-distribution-decisions.schema.json': DecisionMatrixFileSchema,
    'parameter.schema.json': ParameterFileSchema,
    'life-table.schema.json': LifeTableFileSchema,
    'joint-life-table.schema.json': JointLifeTableFileSchema,
    'calendar.schema.json': CalendarFileSchema,
    'community-property-states.schema.json': CommunityPropertyStatesFileSchema,
  };
  const out: Record<string, string> = {};
  for (const [name, schema] of Object.entries(schemas)) {
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
    out[name] = `${JSON.stringify(json, null, 2)}\n`;
  }
  return out;
}
