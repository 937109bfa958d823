#!/usr/bin/env node
// What adding a sixth game touches outside its own files: the files of the repository that name
// every game (by module, id or type name), which is where games are listed one by one, and their
// lines that name one. A game's own files carry its name in their path (src/games/grue/,
// src/ui/grue.rs, style/grue.css, tests/grue_rules.rs, ...) and are left out. Run from the
// repository root: `node scripts/game-touches.mjs`. It prints each such file with its lines and
// the total: the places a sixth game would have to be added by hand (the lists scripts/registry.mjs
// writes from the registry in src/games/mod.rs are left out).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const games = readdirSync('src/games', { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);
const camel = (snake) => snake.split('_').map((w) => w[0].toUpperCase() + w.slice(1)).join('');
const forms = (g) => [g, g.replaceAll('_', '-'), camel(g)];
const patterns = games.map((g) => new RegExp(`\\b(${forms(g).join('|')})\\b`));
const ownedByAGame = (file) =>
  games.some((g) => forms(g).some((n) => file.toLowerCase().includes(n.toLowerCase())));

const files = execFileSync('git', ['ls-files'], { encoding: 'utf8' })
  .split('\n')
  .filter((f) => /\.(rs|mjs|js|html|css|toml)$/.test(f) || f.startsWith('scripts/') || f.startsWith('.ci/'))
  .filter((f) => f && !ownedByAGame(f) && f !== 'scripts/game-touches.mjs');

const touched = [];
for (const file of files) {
  // Lines scripts/registry.mjs writes (between its BEGIN and END markers) are not edited by hand.
  let written = false;
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => {
      if (/BEGIN .*written by scripts\/registry\.mjs/.test(line)) written = true;
      else if (/\bEND the /.test(line)) written = false;
      return !written;
    })
    .filter((line) => !/^\s*(\/\/|#|\*)/.test(line));
  if (!patterns.every((p) => lines.some((line) => p.test(line)))) continue;
  const naming = lines.filter((line) => patterns.some((p) => p.test(line))).length;
  touched.push([file, naming]);
}
const total = touched.reduce((n, [, k]) => n + k, 0);
console.log(`Files outside the games' own that list all ${games.length} games: ${touched.length}, with ${total} lines naming a game`);
for (const [file, n] of touched) console.log(`  ${String(n).padStart(3)}  ${file}`);
