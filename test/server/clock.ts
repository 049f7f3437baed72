// A settable service clock for the server tests: the app reads it through createApp({ now }),
// and requests are signed with its time so authentication agrees with it.
export class TestClock {
  private at_ms: number;
  constructor(iso: string) {
    this.at_ms = Date.parse(iso);
    if (!Number.isFinite(this.at_ms)) throw new Error(`TestClock: not a date ${iso}`);
  }
  /** Moves the clock (forwards or back) to an ISO instant. */
  set(iso: string): void {
    const t = Date.parse(iso);
    if (!Number.isFinite(t)) throw new Error(`TestClock: not a date ${iso}`);
    this.at_ms = t;
  }
  now = (): Date => new Date(this.at_ms);
  /** Advances one second and returns the new time in seconds: every signed request gets its own second (no replay). */
  tick_s(): number {
    this.at_ms += 1000;
    return Math.floor(this.at_ms / 1000);
  }
}
