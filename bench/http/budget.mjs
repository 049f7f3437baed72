// What a ratio to the bare handler leaves for the service's own work (docs/performance.md).
//   node bench/http/budget.mjs
// Forks a bare node:http handler answering 9,900 bytes after spinning for a fixed number of
// microseconds, and drives it as bench:http does (autocannon, 50 connections, loopback), once for
// each amount. Prints req/s and the ratio to the handler that spins for none.
import { fork } from 'node:child_process';
import { createServer } from 'node:http';
import autocannon from 'autocannon';

const SPIN_US = [0, 5, 10, 20, 40, 80];
const SECONDS = Math.min(60, Math.max(1, Number(process.env.BENCH_SECONDS ?? 4)));

function serve(spin_us) {
  const body = Buffer.alloc(9900, 'x');
  const headers = { 'Content-Type': 'application/json', 'Content-Length': String(body.length) };
  const spin_ns = BigInt(spin_us * 1000);
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const until = process.hrtime.bigint() + spin_ns;
      while (process.hrtime.bigint() < until);
      res.writeHead(200, headers);
      res.end(body);
    });
  });
  server.keepAliveTimeout = 30_000;
  server.listen(0, '127.0.0.1', () => process.send(server.address().port));
}

async function measure(spin_us) {
  const child = fork(new URL(import.meta.url).pathname, ['child', String(spin_us)]);
  try {
    const port = await new Promise((ok) => child.once('message', ok));
    const url = `http://127.0.0.1:${port}/`;
    await autocannon({ url, connections: 50, duration: 1 });
    const r = await autocannon({ url, connections: 50, duration: SECONDS });
    return { rps: r.requests.average, p99: r.latency.p99 };
  } finally {
    child.kill();
  }
}

if (process.argv[2] === 'child') serve(Number(process.argv[3]));
else {
  console.log('| work added per request | req/s | p99 ms | ratio to none |');
  console.log('|---:|---:|---:|---:|');
  let none = 0;
  for (const us of SPIN_US) {
    const { rps, p99 } = await measure(us);
    if (us === 0) none = rps;
    console.log(`| ${us} us | ${Math.round(rps).toLocaleString('en-US')} | ${p99} | ${(rps / none).toFixed(2)} |`);
  }
}
