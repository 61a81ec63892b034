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
 * The system face Chinese sans-serif text is drawn in (what fontconfig picks for sans-serif in zh-CN, if it
 * covers Chinese), or '' when none covers it: so on a fresh machine of this kind, where Debian's chromium
 * brings no CJK font, Chinese text is drawn as boxes and every layout asks fontconfig for each family of
 * the page's font stack and then for a fallback that is not there.
 */
function cjkFace() {
  const covering = output('fc-list', [':lang=zh-cn', 'family'])
    .split('\n')
    .map((line) => line.split(',')[0]);
  const picked = output('fc-match', ['sans-serif:lang=zh-cn', 'family']).split(',')[0];
  return covering.includes(picked) ? picked : '';
}

/** "Chromium 156.0.8078.73 …", or '' when it does not answer. */
function chromiumVersion() {
  return output(CHROMIUM, ['--version']);
}

/** The line to print when Chinese text cannot be drawn here. */
const NO_CJK_FACE =
  'no font on this machine covers Chinese (fc-list :lang=zh-cn is empty): Chinese text is drawn as boxes and lays out through a fallback search; `apt-get install -y fonts-noto-cjk` (what a phone has: a system CJK face)';

module.exports = { CHROMIUM, cjkFace, chromiumVersion, NO_CJK_FACE };
