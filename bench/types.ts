import { performance } from 'node:perf_hooks';

/** One row of the bench table. Every bench/suites/*.ts default-exports `async () => BenchRow[]`. */
export interface BenchRow {
  Group: string;
  Name: string;
  OpsPerSecond: number;
  /** The row other rows of the group are compared with (ratio = row / baseline). */
  Baseline?: boolean;
  Note?: string;
  /** Ops/s of the reference (bench/fixtures/reference.ts) measured in alternation with this row. */
  Reference?: number;
}

export type BenchSuite = () => Promise<BenchRow[]>;

export interface MeasureOptions {
  /** Warm-up time before sampling. */
  readonly warmup_ms?: number;
  /** Length of one sample. */
  readonly sample_ms?: number;
  /** Samples taken; the median is reported. */
  readonly samples?: number;
}

const DEFAULTS = { warmup_ms: 150, sample_ms: 200, samples: 5 } as const;
let sink = 0; // results flow here so the JIT cannot drop the measured work

/**
 * Median operations per second of `batch(n)`, which must perform n operations and return a number
 * derived from their results. The loop lives in `batch`, so each suite's call site stays
 * monomorphic and fast operations are not dominated by the harness.
 */
export function measureSync(batch: (n: number) => number, opts: MeasureOptions = {}): number {
  const { warmup_ms, sample_ms, samples } = { ...DEFAULTS, ...opts };
  let n = 1;
  const warmEnd = performance.now() + warmup_ms;
  // Grow the batch until one batch takes about a millisecond, warming up on the way.
  while (performance.now() < warmEnd) {
    const t0 = performance.now();
    sink ^= batch(n);
    if (performance.now() - t0 < 1 && n < 1 << 24) n *= 2;
  }
  const rates: number[] = [];
  for (let s = 0; s < samples; s++) {
    let ops = 0;
    const t0 = performance.now();
    let t = t0;
    while (t - t0 < sample_ms) {
      sink ^= batch(n);
      ops += n;
      t = performance.now();
    }
    rates.push((ops * 1000) / (t - t0));
  }
  return median(rates);
}

/**
 * Several operations measured in alternation: each round runs every batch for one sample, so a
 * change of machine load (other processes on shared cores) falls on all of them alike and the
 * ratios between them hold. Median ops/s of each, in the order given.
 */
export function measureInterleaved(
  batches: readonly ((n: number) => number)[],
  opts: MeasureOptions & { readonly rounds?: number } = {},
): number[] {
  const { warmup_ms, sample_ms } = { ...DEFAULTS, ...opts };
  const rounds = opts.rounds ?? 15;
  const sizes = batches.map((batch) => {
    let n = 1;
    const warmEnd = performance.now() + warmup_ms;
    while (performance.now() < warmEnd) {
      const t0 = performance.now();
      sink ^= batch(n);
      if (performance.now() - t0 < 1 && n < 1 << 24) n *= 2;
    }
    return n;
  });
  const rates: number[][] = batches.map(() => []);
  const slice_ms = sample_ms / 2;
  for (let r = 0; r < rounds; r++) {
    for (let b = 0; b < batches.length; b++) {
      const batch = batches[b]!;
      const n = sizes[b]!;
      let ops = 0;
      const t0 = performance.now();
      let t = t0;
      while (t - t0 < slice_ms) {
        sink ^= batch(n);
        ops += n;
        t = performance.now();
      }
      rates[b]!.push((ops * 1000) / (t - t0));
    }
  }
  return rates.map(median);
}

/** As measureSync, for operations that return a promise (third-party engines). */
export async function measureAsync(batch: (n: number) => Promise<number>, opts: MeasureOptions = {}): Promise<number> {
  const { warmup_ms, sample_ms, samples } = { ...DEFAULTS, ...opts };
  const warmEnd = performance.now() + warmup_ms;
  while (performance.now() < warmEnd) sink ^= await batch(8);
  const rates: number[] = [];
  for (let s = 0; s < samples; s++) {
    let ops = 0;
    const t0 = performance.now();
    let t = t0;
    while (t - t0 < sample_ms) {
      sink ^= await batch(8);
      ops += 8;
      t = performance.now();
    }
    rates.push((ops * 1000) / (t - t0));
  }
  return median(rates);
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Read by run.ts after all suites, so no measured result is ever dead code. */
export function benchSink(): number {
  return sink;
}
