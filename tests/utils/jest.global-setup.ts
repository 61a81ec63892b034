/** Draws the demo newspaper's pictures once (a fresh machine has none; each platform suite seeds). */
import { ARTWORKS, AVATARS } from '@/platform/src/seed/seed';
import { generatePictures } from '@/platform/src/seed/images';
import { TEST_MEDIA_DIR } from '@/platform/src/testing';

export default async function globalSetup() {
  const started = Date.now();
  const written = await generatePictures(TEST_MEDIA_DIR, ARTWORKS, AVATARS);
  if (written) console.log(`\n[jest] drew ${written} demo pictures in ${Date.now() - started} ms`);
}
