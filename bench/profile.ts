// `npx tsx bench/profile.ts <workload> [seconds]` runs one hot path in a loop, for CPU profiles:
//   node --cpu-prof --cpu-prof-dir=.tmp/prof --import tsx bench/profile.ts contribution 5
//   npx tsx bench/profile-summary.ts .tmp/prof/<file>.cpuprofile
import {
  availableTypesMask,
  availableTypesSweep,
  checkContribution,
  defaultCatalog,
  encodeContext,
  inheritedIraSchedule,
  loadCatalog,
  ownerRequiredDistribution,
  resolveAvailability,
  validateCreateAccount,
} from '../src/index.js';
import { availabilityContexts, CONTEXTS } from './fixtures/availability.js';
import { PRIOR_YEAR, ROTH } from './fixtures/contributions.js';
import { CREATE_CTX, CREATE_REQUESTS } from './fixtures/create-account.js';
import { grownCatalogFiles } from './fixtures/grown-catalog.js';
import { OWNER_RMD, SCHEDULE_QUERIES } from './fixtures/schedules.js';

const cat = defaultCatalog;
const ctxs = availabilityContexts(cat);
const grown = grownCatalogFiles(1000 - cat.types.length);
const grown4 = loadCatalog(grownCatalogFiles(4000 - cat.types.length));
const grown4Ctxs = availabilityContexts(grown4);
const grownCat = loadCatalog(grown);
const grownCtxs = availabilityContexts(grownCat);
const encoded = ctxs.map((c) => encodeContext(cat, c));
const out = new Uint32Array(cat.compiled.type_words);

const WORKLOADS: Record<string, (i: number) => number> = {
  contribution: (i) => (checkContribution(cat, i & 1 ? PRIOR_YEAR : ROTH).ok ? 1 : 0),
  'create-account': (i) => (validateCreateAccount(cat, CREATE_REQUESTS[i % 5]!.body, CREATE_CTX).ok ? 1 : 0),
  schedules: (i) => {
    const r = inheritedIraSchedule(cat, SCHEDULE_QUERIES[i & 7]!);
    return r.ok ? r.Years.length : 0;
  },
  'owner-rmd': (i) => (ownerRequiredDistribution(cat, { ...OWNER_RMD, Year: 2030 + (i & 7) }).ok ? 1 : 0),
  reasons: (i) => resolveAvailability(cat, ctxs[i & (CONTEXTS - 1)]!).length,
  compiled: (i) => availableTypesMask(cat, encoded[i & (CONTEXTS - 1)]!, out)[0]!,
  sweep: (i) => availableTypesSweep(cat, encoded[i & (CONTEXTS - 1)]!, out)[0]!,
  'reasons-1000': (i) => resolveAvailability(grownCat, grownCtxs[i & (CONTEXTS - 1)]!).length,
  'load-1000': () => loadCatalog(grown).types.length,
  'reasons-4000': (i) => resolveAvailability(grown4, grown4Ctxs[i & (CONTEXTS - 1)]!).length,
};

const name = process.argv[2] ?? '';
const seconds = Number(process.argv[3] ?? 5);
const work = WORKLOADS[name];
if (!work) {
  console.error(`workloads: ${Object.keys(WORKLOADS).join(', ')}`);
  process.exit(2);
}
let acc = 0;
let ops = 0;
const end = performance.now() + seconds * 1000;
while (performance.now() < end) {
  for (let i = 0; i < 64; i++) acc ^= work(ops + i);
  ops += 64;
}
console.log(`${name}: ${ops} ops in ${seconds} s = ${Math.round(ops / seconds)}/s (checksum ${acc & 0xff})`);
