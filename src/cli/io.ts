import { readFile } from 'node:fs/promises';

/** Everything the CLI touches, injectable so tests run commands in-process. */
export interface CliIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly fetch?: typeof fetch;
  readonly readFile: (path: string) => Promise<string>;
  readonly readStdin: () => Promise<string>;
  /** Resolves when `serve` should shut down (SIGINT/SIGTERM by default). */
  readonly waitForShutdown: () => Promise<void>;
}

/** Exit codes: 0 ok (Status 1), 1 the service answered Status 0, 2 usage, 3 unreachable or failed to start. */
export const EXIT = { ok: 0, failed: 1, usage: 2, unavailable: 3 } as const;

/** A usage or input problem: printed as one line, never with a stack trace. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: number = EXIT.usage,
  ) {
    super(message);
  }
}

/** `--help` (or -h) after a command: its usage goes to stdout and the exit code is 0. */
export class HelpRequested extends CliError {
  constructor(usage: string) {
    super(usage, EXIT.ok);
  }
}

export function processIo(): CliIo {
  return {
    stdout: (t) => process.stdout.write(t),
    stderr: (t) => process.stderr.write(t),
    env: process.env,
    readFile: (p) => readFile(p, 'utf8'),
    readStdin: async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).toString('utf8');
    },
    waitForShutdown: () =>
      new Promise<void>((resolve) => {
        process.once('SIGINT', () => resolve());
        process.once('SIGTERM', () => resolve());
      }),
  };
}
