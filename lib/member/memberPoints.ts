/**
 * Points a logged-in member earns by reading or sharing an article (platform/API.md "Points and
 * invites"): asked of the platform, whose rules decide; a refusal (the day's limit, the article already
 * paid today) is the answer, not a failure, and the reader is not told.
 */
import { addScore } from '../api/points';
import { deviceId } from '../device';
import type { RuntimeConfig } from '../env';
import { readMember } from './memberStore';

export async function awardArticlePoints(runtime: RuntimeConfig, rule: 'read' | 'share', articleId: number) {
  const member = readMember();
  if (!member) return;
  await addScore(runtime, member.accessToken, { rule, objectId: String(articleId) }, deviceId()).catch(() => undefined);
}
