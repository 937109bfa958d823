// Duskdeck's service worker: keeps the whole site in one cache so the app loads and plays offline.
//
// This is a template: scripts/postbuild.mjs writes the built site's sw.js from it, filling in
// PRECACHE (the build's version, a hash of every file's content, and the files to cache). A
// deployment whose files changed therefore has a different sw.js, which the browser notices on the
// next visit.
//
// Updates: a new version installs in the background (downloading its files into its own cache)
// and then waits: there is no skipWaiting, so a page open on the old version keeps the old files
// for as long as it lives, and a game is never switched mid-way. Once every Duskdeck tab is closed
// the new version activates, deletes the old caches, and serves the next start.
//
// The scope is this file's folder, so a site under any sub-path has its own cache; caches are
// named after the scope, and only this scope's old caches are ever deleted.
//
// The app's modules come in every language (duskdeck-<page>-<lang>.js and _bg.wasm): installing
// keeps those of the browser's language (every game then plays offline after one visit) and
// leaves the others to be kept the first time they are fetched, which halves what a first visit
// downloads in the background.
const PRECACHE = null; // filled in by scripts/postbuild.mjs

const SCOPE = self.registration.scope;
const CACHE_PREFIX = 'duskdeck-';
const CACHE = `${CACHE_PREFIX}${PRECACHE?.version} ${SCOPE}`;
// The path of every precached file, to tell the site's own requests from anything else.
const PRECACHED = new Set((PRECACHE?.files ?? []).map((file) => new URL(file, SCOPE).pathname));
const SCOPE_PATH = new URL(SCOPE).pathname;
const INDEX = new URL('index.html', SCOPE);
const MODULE_LANGUAGE = /^duskdeck-[a-z-]+-([a-z]{2})(?:\.js|_bg\.wasm)$/;

/// The language of the browser's first language tag that the app's modules come in, else English.
function browserLanguage(files) {
  const spoken = new Set(files.map((file) => MODULE_LANGUAGE.exec(file)?.[1]).filter(Boolean));
  for (const tag of self.navigator.languages ?? [self.navigator.language]) {
    const primary = String(tag).split(/[-_]/)[0].toLowerCase();
    if (spoken.has(primary)) return primary;
  }
  return 'en';
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      if (!PRECACHE) throw new Error('sw.js was not filled in by scripts/postbuild.mjs');
      const cache = await caches.open(CACHE);
      // `no-cache` revalidates with the server: files whose names carry no content hash
      // (index.html, the bot worker) must not come from an older deployment in the HTTP cache.
      const language = browserLanguage(PRECACHE.files);
      const kept = PRECACHE.files.filter((file) => (MODULE_LANGUAGE.exec(file)?.[1] ?? language) === language);
      await cache.addAll(kept.map((file) => new Request(new URL(file, SCOPE), { cache: 'no-cache' })));
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(CACHE_PREFIX) && name.endsWith(` ${SCOPE}`) && name !== CACHE) {
          await caches.delete(name);
        }
      }
      // Only reached on a first install (nothing was controlled, so taking the page over changes no
      // file it already has) or when no tab was open: the bot worker the page starts later, and
      // its reloads, come from the cache.
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // Opening the app (the folder or its index.html) gets the cached page; any other page under
  // the scope (another site in a sub-folder) is left to the network.
  const isStart = request.mode === 'navigate' && (url.pathname === SCOPE_PATH || url.pathname === INDEX.pathname);
  if (!isStart && !PRECACHED.has(url.pathname)) return;
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      // The modules and the bot worker's files carry the build in their query string: the cache
      // holds them without it, and the worker checks the build it was given itself.
      const cached = await cache.match(isStart ? INDEX.href : request, { ignoreSearch: true });
      if (cached) return cached;
      // Not kept yet (another language's module) or evicted (storage pressure): the network, and
      // kept from then on, under its address without the query.
      const response = await fetch(request);
      if (response.ok && !isStart) await cache.put(new URL(url.pathname, url.origin).href, response.clone());
      return response;
    })(),
  );
});
