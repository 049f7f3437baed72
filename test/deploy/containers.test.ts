// Issue 16: the container files. `docker compose config` validates compose.yaml where docker
// with the compose plugin exists; where it does not, the test says so and skips.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const compose = spawnSync('docker', ['compose', 'version'], { encoding: 'utf8' });
const hasCompose = compose.status === 0;
if (!hasCompose) console.log('containers: docker compose is not available here; skipping `docker compose config`');

describe('containers', () => {
  it('the Dockerfile runs the built output as a non-root user with a health check', () => {
    const text = readFileSync('Dockerfile', 'utf8');
    expect(text).toMatch(/^USER node$/m);
    expect(text).toMatch(/^HEALTHCHECK .*\n.*\/healthz/m);
    expect(text).toContain('COPY --from=build /app/dist ./dist');
    expect(text).not.toMatch(/COPY src .\/src[\s\S]*FROM node:20-bookworm-slim AS runtime[\s\S]*COPY src/);
  });

  it('compose.yaml runs PostgreSQL and two instances sharing it', () => {
    const text = readFileSync('compose.yaml', 'utf8');
    expect(text).toMatch(/^ {2}postgres:$/m);
    expect(text).toMatch(/^ {2}acctos-1:/m);
    expect(text).toMatch(/^ {2}acctos-2:/m);
    expect(text.match(/DATABASE_URL: postgres:\/\//g)?.length).toBe(1); // shared through the YAML anchor
  });

  it.skipIf(!hasCompose)('docker compose config validates compose.yaml', () => {
    const r = spawnSync('docker', ['compose', '-f', 'compose.yaml', 'config', '-q'], {
      encoding: 'utf8',
      env: {
        ...process.env,
        ACCTOS_ADMIN_KEY_ID: 'op_example',
        ACCTOS_ADMIN_SECRET: 'example-secret',
        ACCTOS_ENCRYPTION_KEY: '00'.repeat(32),
      },
    });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });
});
