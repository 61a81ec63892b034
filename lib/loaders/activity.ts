/**
 * Loaders of the activity screens (activityDetail, activityApply, writeOff): the activity, for the detail
 * its first entries, and a registration's voucher by its code. Undefined for what does not exist (→ 404); a platform failure throws (→ error state).
 */
import { isEmpty } from '../api/answer';
import { fetchActivity, fetchEntries, fetchVoucher } from '../api/activity';
import { serverApi } from '../api/server';
import { ENTRIES_SHOWN } from '../model/activity';
import { withSafeContent } from '../model/richText';
import type { Activity, ActivityEntry, Voucher } from '../schemas/activity';

/** An activity as its screens draw it: its text sanitised. */
export type ActivityData = ReturnType<typeof withSafeContent<Activity>>;

export async function loadActivity(id: number): Promise<ActivityData | undefined> {
  const answer = await fetchActivity(serverApi(), id);
  return isEmpty(answer) ? undefined : withSafeContent(answer);
}

export async function loadActivityWithEntries(
  id: number,
): Promise<{ activity: ActivityData; entries: ActivityEntry[] } | undefined> {
  const client = serverApi();
  const [activity, entries] = await Promise.all([fetchActivity(client, id), fetchEntries(client, id)]);
  if (isEmpty(activity)) return undefined;
  return { activity: withSafeContent(activity), entries: isEmpty(entries) ? [] : entries.list.slice(0, ENTRIES_SHOWN) };
}

export async function loadVoucher(activityId: number, registCode: string): Promise<Voucher | undefined> {
  const answer = await fetchVoucher(serverApi(), activityId, registCode);
  return isEmpty(answer) ? undefined : answer;
}

/** writeOff: a registration's voucher, as opened (at a shop or not), or the member's vouchers of an activity. */
export type WriteOffData =
  | { mine: { activityId: number; title: string }; voucher?: undefined }
  | { mine?: undefined; voucher: Voucher & { shopSite?: string } };

/**
 * Without a code, the activity whose vouchers the logged-in member lists (read in the browser); with one,
 * that registration's voucher. A registration code is 4 to 16 letters and digits (platform/API.md):
 * anything else names nothing.
 */
export async function loadWriteOff(
  activityId: number,
  registCode: string | undefined,
  shopSite: string | undefined,
): Promise<WriteOffData | undefined> {
  if (registCode === undefined) {
    const activity = await loadActivity(activityId);
    return activity && { mine: { activityId: activity.id, title: activity.title } };
  }
  if (!/^[0-9A-Z]{4,16}$/.test(registCode)) return undefined;
  const voucher = await loadVoucher(activityId, registCode);
  return voucher && { voucher: { ...voucher, shopSite } };
}
