// What "the first load" of a page is, for `npm run bench` and the budget test (tests/e2e/weight.spec.ts):
// the scripts its HTML names, once each, for a modern browser (the nomodule polyfills are for old ones
// only): its script tags, and the scripts its loader adds after the first paint (the list in the
// data-scripts-after-paint attribute; lib/html/scriptsAfterPaint.ts). The inline flight data and bootstrap
// scripts travel inside the HTML.

/** The characters an attribute value in single quotes has escaped (lib/html/scriptsAfterPaint.ts). */
const ENTITIES = { '&amp;': '&', '&#39;': "'" };

/** @param {string} html @returns {string[]} the script addresses, as written in the HTML */
function firstLoadScripts(html) {
  const tags = [...html.matchAll(/<script([^>]*)>/g)].map((tag) => tag[1]);
  const sources = tags
    .filter((attributes) => !/\bnoModule\b/i.test(attributes))
    .flatMap((attributes) => {
      const source = /\bsrc="([^"]+)"/.exec(attributes)?.[1];
      if (source) return [source];
      const afterPaint = /\bdata-scripts-after-paint='([^']*)'/.exec(attributes)?.[1];
      if (!afterPaint) return [];
      return JSON.parse(afterPaint.replace(/&amp;|&#39;/g, (entity) => ENTITIES[/** @type {'&amp;'} */ (entity)]));
    });
  return [...new Set(sources)];
}

module.exports = { firstLoadScripts };
