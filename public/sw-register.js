// Registers the service worker (sw.js, written next to this file by scripts/postbuild.mjs in
// release builds) that keeps Duskdeck playable offline. Its scope is this folder, so the site works
// under any sub-path. Registered once the page has loaded, so precaching never slows the first
// load. Where service workers are unavailable (an insecure origin, a private window in some
// browsers) the app simply stays online-only.
if ('serviceWorker' in navigator) {
  addEventListener('load', () => {
    navigator.serviceWorker.register('./sw.js').catch((error) => {
      console.warn(`Duskdeck will not work offline here: ${error}`);
    });
  });
}
