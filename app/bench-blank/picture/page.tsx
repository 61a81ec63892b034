/**
 * A bare Next page whose largest paint is one picture: `npm run bench` runs Lighthouse on it with the
 * article's lead picture, so the article's LCP can be read against what any Next page with that picture
 * gets (the same framework JavaScript, nothing of ours). The picture must come from one of the platform's
 * configured bases (?src=…): anything else renders nothing.
 */
import { platformPicture } from './platformPicture';

export const dynamic = 'force-dynamic';

export default async function BlankPicturePage({
  searchParams,
}: {
  searchParams: Promise<{ src?: string | string[] }>;
}) {
  const src = platformPicture((await searchParams).src);
  if (!src) return <p>no picture</p>;
  return (
    <img src={src} alt="" width={640} height={360} fetchPriority="high" style={{ width: '100%', height: 'auto' }} />
  );
}
