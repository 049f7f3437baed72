import fc from 'fast-check';

/** A law over a function returning R: an async property when R is a promise, else a sync one. */
export type LawProperty<R, Ts extends [unknown, ...unknown[]]> = [R] extends [PromiseLike<unknown>]
  ? fc.IAsyncProperty<Ts>
  : fc.IProperty<Ts>;

export interface LawOptions {
  /**
   * Whether the function under test answers with a promise. By default: true for an
   * `async function`, else learnt by calling it once with one generated input.
   */
  readonly async?: boolean;
}

function isAsyncFunction(fn: unknown): boolean {
  return typeof fn === 'function' && fn.constructor?.name === 'AsyncFunction';
}

function isThenable(v: unknown): v is PromiseLike<unknown> {
  return (
    (typeof v === 'object' || typeof v === 'function') &&
    v !== null &&
    typeof (v as { then?: unknown }).then === 'function'
  );
}

/**
 * Whether the function under test answers with a promise: `opts.async` when given; else true for
 * an `async function`; else the function is called once with one generated input (seed 0) and
 * its answer looked at. That one extra call is the price of `fc.assert(law(...))` just working.
 */
export function answersAsync<T>(
  fn: (input: T) => unknown,
  arb: fc.Arbitrary<T>,
  opts: LawOptions,
  fnForDetection: unknown,
): boolean {
  if (opts.async !== undefined) return opts.async;
  if (isAsyncFunction(fnForDetection)) return true;
  const [sample] = fc.sample(arb, { numRuns: 1, seed: 0 });
  if (sample === undefined) return false;
  let probe: unknown;
  try {
    probe = fn(sample);
  } catch {
    return false; // the property itself will meet and report the throw
  }
  if (!isThenable(probe)) return false;
  Promise.resolve(probe).catch(() => undefined); // judged in the runs, not here
  return true;
}

/**
 * Build a law: generate with `arb`, call the function under test, judge the answer with `verdict`
 * (which throws an Error explaining any breach). Sync functions give an fc.IProperty, async ones an
 * fc.IAsyncProperty; a sync law that meets a promise fails loudly instead of passing unjudged.
 */
export function lawProperty<T, A, R>(
  fn: (input: T) => R,
  arb: fc.Arbitrary<T>,
  verdict: (input: T, answer: A) => void,
  opts: LawOptions,
  fnForDetection: unknown,
): LawProperty<R, [T]> {
  if (answersAsync(fn, arb, opts, fnForDetection)) {
    return fc.asyncProperty(arb, async (input) => {
      verdict(input, (await fn(input)) as unknown as A);
    }) as unknown as LawProperty<R, [T]>;
  }
  return fc.property(arb, (input) => {
    const answer = fn(input);
    if (isThenable(answer))
      throw new Error(
        'acctos/testing: the function under test returned a promise; declare it `async` or pass { async: ' +
          'true } to the law, and await fc.assert(...)',
      );
    verdict(input, answer as unknown as A);
  }) as unknown as LawProperty<R, [T]>;
}

/** A compact JSON rendering for failure messages. */
export function show(v: unknown, max_chars = 800): string {
  let s: string;
  try {
    s = JSON.stringify(v);
  } catch {
    s = String(v);
  }
  return s === undefined ? String(v) : s.length > max_chars ? `${s.slice(0, max_chars)}...` : s;
}
