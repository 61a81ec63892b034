/**
 * The demo newspaper makes sense, read through the platform's own calls as the front end reads it: topics
 * gather stories of their subject, lives carry their own reports, bodies are each story's own words under
 * captions that say what the picture shows, and nothing hostile is seeded (tests that need it create it).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { setUpTestPlatform } from '../testing';
import { PLATFORM_ROOT } from '../settings';
import { SCENE_CAPTIONS } from './corpus';
import { SCENES } from './images';

const { platform } = setUpTestPlatform();

async function data<T>(url: string): Promise<T> {
  const response = await platform().app.inject({ method: 'GET', url: `/app_if/${url}` });
  return response.json().data as T;
}

interface Content {
  fileId: number;
  title: string;
  content: string;
  lang: 'zh' | 'en';
  tags: string[];
  topicGroups?: { name: string; list: { fileId: number }[] }[];
}

const content = (id: number) => data<Content>(`getArticleContent?siteId=1&articleId=${id}`);

async function articleIds(where: string): Promise<number[]> {
  const rows = await platform().db.query<{ id: number }>(`SELECT id FROM articles WHERE site_id = 1 AND ${where}`);
  return rows.map((row) => row.id);
}

const paragraphs = (html: string) => [...html.matchAll(/<p>([^<]*)<\/p>/g)].map((match) => match[1]!);

it("each special topic's stories carry the topic's subject tag, and the topic has some", async () => {
  for (const id of await articleIds('article_type = 3')) {
    const topic = await content(id);
    const children = topic.topicGroups!.flatMap((group) => group.list);
    expect({ topic: topic.title, enough: children.length >= 4 }).toEqual({ topic: topic.title, enough: true });
    for (const child of children) {
      const story = await content(child.fileId);
      expect({ topic: topic.title, story: story.title, shares: story.tags.includes(topic.tags[0]!) }).toEqual({
        topic: topic.title,
        story: story.title,
        shares: true,
      });
    }
  }
});

it("each live broadcast's reports are its own, and a running one's newest is minutes old", async () => {
  const seen = new Map<string, string>();
  for (const id of await articleIds('article_type = 6 AND live_status <> 0')) {
    const live = await data<{ main: { title: string; status: number }; list: { content: string; time: string }[] }>(
      `liveView?siteId=1&id=${id}`,
    );
    expect(live.list.length).toBeGreaterThan(0);
    for (const report of live.list) {
      expect({ report: report.content, alsoIn: seen.get(report.content) }).toEqual({
        report: report.content,
        alsoIn: undefined,
      });
      seen.set(report.content, live.main.title);
    }
    if (live.main.status === 1) {
      const newest = Math.max(...live.list.map((report) => Date.parse(`${report.time.replace(' ', 'T')}+08:00`)));
      expect(Date.now() - newest).toBeLessThan(10 * 60_000);
      expect(live.list.map((report) => report.content).join('')).not.toMatch(/结束|尾声/);
    }
  }
});

it('every body paragraph is its own story’s, and every caption says what its picture shows', async () => {
  const owner = new Map<string, number>();
  for (const id of await articleIds("a_status = 1 AND article_type = 0 AND content LIKE '%<figure>%'")) {
    const { content: html, lang } = await content(id);
    for (const text of paragraphs(html).slice(1)) {
      expect({ text, id, alsoIn: owner.get(text) }).toEqual({ text, id, alsoIn: undefined });
      owner.set(text, id);
    }
    const [, artwork, caption] = html.match(/art(\d{3})_middle\.jpg"[^>]*><figcaption>([^<]*)</)!;
    const scene = SCENES[Number(artwork) % SCENES.length]!;
    expect({ id, caption }).toEqual({ id, caption: expect.stringContaining(SCENE_CAPTIONS[scene][lang]) });
  }
  expect(owner.size).toBeGreaterThan(150);
});

it("an article's related list is about its subject", async () => {
  const [metro] = await articleIds("title = '澜海地铁5号线全线贯通 年底前开通试运营'");
  const related = await data<{ list: { fileId: number }[] }>(`getRelatedArticles?siteId=1&articleId=${metro}&count=4`);
  for (const { fileId } of related.list) expect((await content(fileId)).tags).toContain('地铁');
});

it('nothing hostile is seeded: no markup but the paper’s own in bodies, none at all in comments', async () => {
  const bodies = await platform().db.query<{ id: number; content: string }>('SELECT id, content FROM articles');
  for (const { id, content: html } of bodies)
    expect({ id, hostile: /<script|<iframe|<style|\son\w+=|javascript:/i.test(html) }).toEqual({ id, hostile: false });
  const comments = await platform().db.query<{ content: string }>('SELECT content FROM comments');
  for (const { content: text } of comments) expect(text).not.toMatch(/[<>]/);
});

it('videos say no length their clip does not have; one brand; readers joined before they wrote', async () => {
  const playlist = await readFile(path.join(PLATFORM_ROOT, 'media', 'hls', 'demo', 'index.m3u8'), 'utf8');
  const clip = [...playlist.matchAll(/#EXTINF:([\d.]+)/g)].reduce((sum, match) => sum + Number(match[1]), 0);
  const videos = await platform().db.query<{ title: string; duration: number }>(
    "SELECT title, (video->>'duration')::numeric AS duration FROM articles WHERE article_type = 2",
  );
  for (const video of videos) {
    expect(Math.abs(Number(video.duration) - clip)).toBeLessThan(1);
    expect(video.title).not.toMatch(/\d+\s*(秒|分钟|seconds?|minutes?)/i);
  }
  const shortPlaylist = await readFile(path.join(PLATFORM_ROOT, 'media', 'hls', 'short', 'index.m3u8'), 'utf8');
  const shortClip = [...shortPlaylist.matchAll(/#EXTINF:([\d.]+)/g)].reduce((sum, match) => sum + Number(match[1]), 0);
  const shortVideos = await platform().db.query<{ title: string; duration: number }>(
    'SELECT title, duration FROM mvod_videos',
  );
  for (const { title, duration } of shortVideos) {
    expect(Math.abs(duration - shortClip)).toBeLessThan(1);
    expect(title).not.toMatch(/\d+\s*(秒|分钟|seconds?|minutes?)/i);
  }

  const texts = await platform().db.query<{ text: string }>(
    `SELECT title || abstract || content AS text FROM articles UNION ALL SELECT config::text FROM site_config`,
  );
  for (const { text } of texts) expect(text).not.toContain('蓝海');

  const early = await platform().db.query<{ nickname: string }>(
    `SELECT m.nickname FROM members m WHERE m.created_at > LEAST(
       (SELECT min(created_at) FROM comments c WHERE c.member_id = m.id),
       (SELECT min(publish_time) FROM circle_posts p WHERE p.member_id = m.id))`,
  );
  expect(early).toEqual([]);
});
