#!/usr/bin/env node
import { spawnSync } from 'node:child_process';
// Optional project set-up, run by `npm test` before vitest. Idempotent: every step checks first
// and does nothing when its result is already there. It never fails the whole run: a step that
// cannot complete logs why, and the tests that need it say how to fix it.
import { existsSync } from 'node:fs';

const CHROMIUM_PATH = '/usr/bin/chromium';
const APT_TIMEOUT_MS = 15 * 60 * 1000;

function log(message) {
  console.log(`setup: ${message}`);
}

function runStep(cmd, args) {
  const r = spawnSync(cmd, args, {
    stdio: 'inherit',
    timeout: APT_TIMEOUT_MS,
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return r.status === 0;
}

/** Debian's chromium, driven by playwright-core in test/browser (no browser download). */
function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) {
    log(`chromium present at ${CHROMIUM_PATH}`);
    return true;
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (process.platform !== 'linux' || !isRoot || !existsSync('/usr/bin/apt-get')) {
    log(`chromium missing at ${CHROMIUM_PATH}; install it as root with: apt-get update && apt-get install -y chromium`);
    return false;
  }
  log('chromium missing: installing Debian chromium (apt-get update && apt-get install -y chromium)');
  const ok =
    runStep('apt-get', ['update']) && runStep('apt-get', ['install', '-y', '--no-install-recommends', 'chromium']);
  if (ok && existsSync(CHROMIUM_PATH)) {
    log('chromium installed');
    return true;
  }
  log('chromium install failed; the browser test will fail with instructions');
  return false;
}

try {
  ensureChromium();
} catch (err) {
  log(`unexpected error (ignored): ${err instanceof Error ? err.message : String(err)}`);
}
process.exit(0);
