/**
 * Loaders of circleDetail (the circle, the first page of its posts new and hot, the other circles),
 * postDetail, a circle's noticeDetail, friendsCircleDetail (a moment) and userDetail (a member's profile,
 * merged with the request's parameters). Undefined for what does not exist (→ 404); a list that fails is
 * shown empty, the circle still shows.
 */
import { isEmpty, listOrNothing } from '../api/answer';
import {
  fetchCircle,
  fetchCircleNotice,
  fetchCircles,
  fetchMemberProfile,
  fetchMoment,
  fetchPost,
  fetchPosts,
  POST_LIST,
} from '../api/circles';
import { serverApi } from '../api/server';
import { withSafeContent } from '../model/richText';
import type { Circle, CircleDetail, MemberProfile, Post } from '../schemas/circles';

export interface CircleData {
  circle: CircleDetail;
  newest: Post[];
  hot: Post[];
  others: Circle[];
}

export async function loadCircle(id: number): Promise<CircleData | undefined> {
  const client = serverApi();
  const circle = await fetchCircle(client, id);
  if (isEmpty(circle)) return undefined;
  const [newest, hot, circles] = await Promise.all([
    listOrNothing(fetchPosts(client, id, POST_LIST.newest, 0)),
    listOrNothing(fetchPosts(client, id, POST_LIST.hot, 0)),
    listOrNothing(fetchCircles(client)),
  ]);
  return { circle, newest, hot, others: circles.filter((item) => item.id !== id) };
}

export async function loadPost(id: number) {
  const answer = await fetchPost(serverApi(), id);
  return isEmpty(answer) ? undefined : answer;
}

/** A circle's notice, when it is one of that circle's. */
export async function loadCircleNotice(id: number, circleId: number) {
  const answer = await fetchCircleNotice(serverApi(), id);
  return isEmpty(answer) || answer.circle.id !== circleId ? undefined : withSafeContent(answer);
}

export async function loadMoment(id: number) {
  const answer = await fetchMoment(serverApi(), id);
  return isEmpty(answer) ? undefined : answer;
}

/** A member's profile: the answer over the parameters it was asked with (its id among them). */
export async function loadMemberProfile(id: number): Promise<(MemberProfile & { userId: number }) | undefined> {
  const answer = await fetchMemberProfile(serverApi(), id);
  return isEmpty(answer) ? undefined : { userId: id, ...answer };
}
