// Benchmark, not a test (run by scripts/bench-worker after scripts/build): the wall time of a `hard`
// decision (or, with `--task`, an `expert` one or a review of the decision) in the bot worker, in headless Chromium, against native code on the same positions in
// the same run. For every game at its largest table, `arena positions` samples positions from
// seeded random games and times each decision natively; the page then posts the very same
// requests to the worker and times each from postMessage to reply.
//
//   node tests/browser/bench-worker.mjs [--count 40] [--seed 1] [--game grue] [--task hard|expert|review]
import { execFileSync } from 'node:child_process';
import { serveDist, launch, openPage } from './harness.mjs';

const REPO = new URL('../../', import.meta.url).pathname;
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : fallback;
};
const COUNT = Number(option('count', 40));
const SEED = option('seed', '1');
const GAMES = option('game', 'grue,grid-of-shadows,gridlock,shadow-house,grimwood').split(',');
const TASK = option('task', 'hard');
/// Requests run once, untimed, before timing: the browser compiles hot code in tiers.
const WARM_UP = 5;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
const summary = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
};

const server = await serveDist();
const context = await launch();
const { page } = await openPage(context);
await page.goto(server.base);
const rows = [];
for (const game of GAMES) {
  // Each game has its own worker.
  await page.evaluate(async (game) => {
    window.__bench?.terminate();
    window.__bench = new Worker('bot-worker-loader.js?v=bench', { name: game });
    await new Promise((resolve, reject) => {
      window.__bench.onmessage = (e) => (JSON.parse(e.data).Ready ? resolve() : null);
      window.__bench.onerror = reject;
    });
  }, game);
  const lines = execFileSync(
    'cargo',
    ['run', '--quiet', '--release', '--no-default-features', '--bin', 'arena', '--',
      'positions', '--game', game, '--count', String(COUNT), '--seed', SEED, '--task', TASK],
    { cwd: REPO, encoding: 'utf8', maxBuffer: 64 << 20 },
  )
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
  const timings = await page.evaluate(
    async ({ positions, warmUp }) => {
      const ask = (request) =>
        new Promise((resolve) => {
          window.__bench.onmessage = (e) => {
            const { Reply } = JSON.parse(e.data);
            resolve({ wall: performance.now() - start, reply: Reply });
          };
          const start = performance.now();
          window.__bench.postMessage(JSON.stringify(request));
        });
      const request = (p, id) => ({ id, code: p.code, seat: p.seat, task: p.task });
      for (let i = 0; i < Math.min(warmUp, positions.length); i++) await ask(request(positions[i], i + 1));
      const out = [];
      for (const [i, p] of positions.entries()) {
        const { wall, reply } = await ask(request(p, 1000 + i));
        if (!reply.result.Ok) throw new Error(`worker refused: ${JSON.stringify(reply.result)}`);
        out.push({ wall, think: reply.think_ms });
      }
      return out;
    },
    { positions: lines, warmUp: WARM_UP },
  );
  const native = summary(lines.map((l) => l.native_ms));
  const worker = summary(timings.map((t) => t.wall));
  const inside = summary(timings.map((t) => t.think));
  rows.push({
    game,
    seats: lines[0]?.seats,
    positions: lines.length,
    native_median: native.median,
    native_p95: native.p95,
    worker_median: worker.median,
    worker_p95: worker.p95,
    search_in_worker_median: inside.median,
    ratio_median: worker.median / native.median,
    ratio_p95: worker.p95 / native.p95,
  });
}
await context.close();
await server.close();

const f = (x) => x.toFixed(1);
console.log(`task: ${TASK}`);
console.log('game             seats  n   native ms (median / p95)  worker ms (median / p95)  ratio (median / p95)');
for (const r of rows) {
  console.log(
    `${r.game.padEnd(16)} ${String(r.seats).padStart(5)} ${String(r.positions).padStart(3)}   ` +
      `${f(r.native_median).padStart(8)} / ${f(r.native_p95).padEnd(8)}       ` +
      `${f(r.worker_median).padStart(8)} / ${f(r.worker_p95).padEnd(8)}       ` +
      `${r.ratio_median.toFixed(2)} / ${r.ratio_p95.toFixed(2)}`,
  );
}
console.log(JSON.stringify(rows));
