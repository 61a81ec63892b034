// What the machine brings to screenshots and benchmarks that the project does not control: the Chromium
// build and the system faces Chinese text is drawn in. Shared by `npm run shots` and `npm run bench`.
const { execFileSync } = require('node:child_process');

/** Debian's Chromium, or CHROME_PATH / CHROMIUM_PATH. */
const CHROMIUM = process.env.CHROME_PATH || process.env.CHROMIUM_PATH || '/usr/bin/chromium';

function output(command, args) {
  try {
    return execFileSync(command, args, { stdio: ['ignore', 'pipe', 'ignore'], timeout: 20_000 })
      .toString()
      .trim();
  } catch {
    return '';
  }
}

/**
 * The installed font families that cover Simplified Chinese (fontconfig). None on a fresh machine of this
 * kind: Debian's chromium package does not bring one, so Chinese text is drawn as boxes, and every layout
 * asks fontconfig for each family of the page's font stack and then for a fallback that is not there.
 */
function cjkFaces() {
  const families = output('fc-list', [':lang=zh-cn', 'family']);
  return [...new Set(families.split('\n').flatMap((line) => line.split(',')[0] || []))].filter(Boolean).sort();
}

/** "Chromium 156.0.8078.73 …", or '' when it does not answer. */
function chromiumVersion() {
  return output(CHROMIUM, ['--version']);
}

/** The line to print when Chinese text cannot be drawn here. */
const NO_CJK_FACE =
  'no font on this machine covers Chinese (fc-list :lang=zh-cn is empty): Chinese text is drawn as boxes and lays out through a fallback search; `apt-get install -y fonts-noto-cjk` (what a phone has: a system CJK face)';

module.exports = { CHROMIUM, cjkFaces, chromiumVersion, NO_CJK_FACE };
