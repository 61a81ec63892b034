/**
 * "授权中..." from the first paint of a page WeChat sent back with ?code (spec §2): the page is cached and
 * cannot know the code, so a line of script shows this server-rendered popup while the HTML is parsed;
 * WeChatAuth takes over when its code runs (it hides this one and shows its own while it authorises).
 */
import styles from './shell.module.css';

export const EARLY_AUTHORISING_ID = 'wx-authorising';

const SHOW_IF_CODE = `if(/[?&]code=/.test(location.search)&&/[?&]state=isShare/.test(location.search))document.getElementById('${EARLY_AUTHORISING_ID}').hidden=false`;

export function WeChatAuthorising({ text }: { text: string }) {
  return (
    <>
      {/* the script may unhide it before hydration: React leaves the attribute as the browser has it */}
      <div id={EARLY_AUTHORISING_ID} className={styles.authorising} role="status" hidden suppressHydrationWarning>
        {text}
      </div>
      <script dangerouslySetInnerHTML={{ __html: SHOW_IF_CODE }} />
    </>
  );
}
