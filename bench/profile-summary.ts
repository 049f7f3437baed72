// `npx tsx bench/profile-summary.ts <file.cpuprofile> [top]`: self time by function, largest first.
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
}

const [file, topText] = process.argv.slice(2);
if (!file) {
  console.error('usage: profile-summary <file.cpuprofile> [top]');
  process.exit(2);
}
const top = Number(topText ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map<string, number>();
for (const id of profile.samples) {
  const n = byId.get(id);
  if (!n) continue;
  const { functionName, url, lineNumber } = n.callFrame;
  const where = url ? `${url.replace(/^.*\/(src|node_modules|bench)\//, '$1/')}:${lineNumber + 1}` : '';
  const key = `${functionName || '(anonymous)'} ${where}`.trim();
  self.set(key, (self.get(key) ?? 0) + 1);
}
const total = profile.samples.length;
const rows = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
console.log(`${total} samples`);
for (const [key, n] of rows) console.log(`${((100 * n) / total).toFixed(1).padStart(5)}%  ${key}`);
