import type { CliIo } from '../io.js';

/**
 * `acctos schedule ...` belongs to src/cli/schedule.ts (another module): loaded on demand, so
 * the other commands never load the distributions engine, and bundled as its own chunk.
 */
export async function scheduleCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const { runScheduleCommand } = await import('../schedule.js');
  return runScheduleCommand([...argv], io);
}
