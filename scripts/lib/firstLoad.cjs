// What "the first load" of a page is, for `npm run bench` and the budget test (tests/e2e/weight.spec.ts):
// the scripts its HTML names in script tags, once each, for a modern browser (the nomodule polyfills are
// for old ones only). The inline flight data and bootstrap scripts travel inside the HTML.

/** @param {string} html @returns {string[]} the script addresses, as written in the HTML */
function firstLoadScripts(html) {
  const sources = [...html.matchAll(/<script([^>]*)>/g)]
    .map((tag) => tag[1])
    .filter((attributes) => !/\bnoModule\b/i.test(attributes))
    .flatMap((attributes) => /\bsrc="([^"]+)"/.exec(attributes)?.[1] ?? []);
  return [...new Set(sources)];
}

module.exports = { firstLoadScripts };
