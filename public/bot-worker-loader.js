// Starts a game's bot worker. The page names its own build in this script's query string (`?v=`),
// and the same query goes on every file loaded here, so no HTTP cache can pair a worker from one
// deployment with a page from another. (Served by the service worker, this script's address has no
// query: that cache holds one deployment's files.) The worker also names its build when it
// starts, and the page checks it. The worker's name is its game's id: each game's worker holds
// only its bots.
const version = encodeURIComponent(new URL(self.location.href).searchParams.get('v') || '');
const game = self.name;
if (/^[a-z-]+$/.test(game)) {
  importScripts(`./bot-worker-${game}.js?v=${version}`);
  // A module that fails to load or start raises no error event on the page's side: say so
  // instead, and the page stops waiting for this worker at once.
  wasm_bindgen({ module_or_path: `./bot-worker-${game}_bg.wasm?v=${version}` }).catch((error) =>
    postMessage(JSON.stringify({ Failed: String(error) })),
  );
} else {
  postMessage(JSON.stringify({ Failed: `no bot worker for the game ${JSON.stringify(game)}` }));
}
