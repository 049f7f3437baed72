/**
 * Waits for every statement a write sent without awaiting each other (on PostgreSQL they go in
 * one flight, answered in order), then throws the first failure in the order they were sent.
 * Unlike Promise.all it never returns while one is still running: the transaction's COMMIT or
 * ROLLBACK is sent only after all of them have answered.
 */
export async function settleAll(sent: readonly Promise<unknown>[]): Promise<void> {
  const outcomes = await Promise.allSettled(sent);
  for (const o of outcomes) if (o.status === 'rejected') throw o.reason;
}
