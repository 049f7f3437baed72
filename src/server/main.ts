// Standalone entry: `node --import tsx src/server/main.ts [--demo]` (the CLI's `serve` does the same).
import { startServer } from './start-server.js';

const server = await startServer({ demo: process.argv.slice(2).includes('--demo') });
const stop = (): void => {
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
