/**
 * Loaders of the activity screens (activityDetail, activityApply, writeOff): the activity, for the detail
 * its first entries, and a registration's voucher by its code. Undefined for what does not exist (→ 404); a platform failure throws (→ error state).
 */
import { isEmpty } from '../api/answer';
import { fetchActivity, fetchEntries, fetchVoucher } from '../api/activity';
import { serverApi } from '../api/server';
import { ENTRIES_SHOWN } from '../model/activity';
import type { Activity, ActivityEntry, Voucher } from '../schemas/activity';

export async function loadActivity(id: number): Promise<Activity | undefined> {
  const answer = await fetchActivity(serverApi(), id);
  return isEmpty(answer) ? undefined : answer;
}

export async function loadActivityWithEntries(
  id: number,
): Promise<{ activity: Activity; entries: ActivityEntry[] } | undefined> {
  const client = serverApi();
  const [activity, entries] = await Promise.all([fetchActivity(client, id), fetchEntries(client, id)]);
  if (isEmpty(activity)) return undefined;
  return { activity, entries: isEmpty(entries) ? [] : entries.list.slice(0, ENTRIES_SHOWN) };
}

export async function loadVoucher(activityId: number, registCode: string): Promise<Voucher | undefined> {
  const answer = await fetchVoucher(serverApi(), activityId, registCode);
  return isEmpty(answer) ? undefined : answer;
}
