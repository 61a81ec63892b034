// What "the first load" of a page is, for `npm run bench` and the budget test (tests/e2e/weight.spec.ts):
// the scripts its HTML names, once each, for a modern browser (the nomodule polyfills are for old ones
// only). The inline flight data and bootstrap scripts travel inside the HTML.

/** @param {string} html @returns {string[]} the script addresses, as written in the HTML */
function firstLoadScripts(html) {
  const sources = [...html.matchAll(/<script([^>]*)>/g)]
    .filter((tag) => !/\bnoModule\b/i.test(tag[1]))
    .map((tag) => /\bsrc="([^"]+)"/.exec(tag[1])?.[1])
    .filter(Boolean);
  return [...new Set(sources)];
}

module.exports = { firstLoadScripts };
