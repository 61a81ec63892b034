/**
 * Third-party identities the platform handed out itself: the user-info exchange (getWxUserInfo) grants
 * the identity it read from WeChat, for one site; a third-party login (loginByOther) takes a grant once,
 * within GRANT_LIFETIME_MINUTES, and gets the member's name and picture from it, never from the client.
 */
import type { Queryable } from '../db';

export const WECHAT_PROVIDER = 'tencent_wechat';
export const GRANT_LIFETIME_MINUTES = 10;

export interface ThirdPartyIdentity {
  openid: string;
  unionid: string;
  nickname: string;
  headimgurl: string;
}

export async function grantThirdPartyIdentity(
  db: Queryable,
  siteId: number,
  provider: string,
  identity: ThirdPartyIdentity,
): Promise<void> {
  await db.query(
    'INSERT INTO third_party_grants (site_id, provider, oid, unionid, nickname, head) VALUES ($1, $2, $3, $4, $5, $6)',
    [siteId, provider, identity.openid, identity.unionid, identity.nickname, identity.headimgurl],
  );
}

/**
 * Spends the newest unused, unexpired grant of this identity on this site: its name and picture, or
 * undefined when the platform never granted it (or it was spent or expired). Two logins at once with
 * one grant: one gets it (the second update finds it used).
 */
export async function takeThirdPartyGrant(
  db: Queryable,
  siteId: number,
  provider: string,
  oid: string,
  unionid: string,
): Promise<{ nickname: string; head: string } | undefined> {
  const [grant] = await db.query<{ nickname: string; head: string }>(
    `UPDATE third_party_grants SET used_at = now()
     WHERE id = (SELECT id FROM third_party_grants WHERE site_id = $1 AND provider = $2 AND oid = $3 AND unionid = $4
                   AND used_at IS NULL AND issued_at > now() - make_interval(mins => $5) ORDER BY id DESC LIMIT 1)
       AND used_at IS NULL
     RETURNING nickname, head`,
    [siteId, provider, oid, unionid, GRANT_LIFETIME_MINUTES],
  );
  return grant;
}
