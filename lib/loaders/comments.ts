/**
 * Loaders of the comment screens: commentAll/:id/:source (the article and the first page of its comment
 * tree) and replyAll/:id (a comment, its first page of replies and its article). undefined for what does
 * not exist (→ 404); a platform failure throws (→ error state).
 */
import { isEmpty } from '../api/answer';
import { fetchComments, fetchReplies } from '../api/comments';
import { fetchArticleContent } from '../api/content';
import { serverApi } from '../api/server';
import type { ArticleContent } from '../schemas/article';
import type { CommentPage, ReplyPage } from '../schemas/comment';

export interface CommentAllData {
  article: ArticleContent;
  page: CommentPage;
}

export async function loadCommentAll(articleId: number): Promise<CommentAllData | undefined> {
  const client = serverApi();
  const [article, page] = await Promise.all([
    fetchArticleContent(client, articleId),
    fetchComments(client, articleId, 0),
  ]);
  if (isEmpty(article)) return undefined;
  return { article, page: isEmpty(page) ? { list: [], totalCount: 0, page: 0, hasMore: false } : page };
}

export interface ReplyAllData {
  replies: ReplyPage & { comment: NonNullable<ReplyPage['comment']> };
  article?: ArticleContent;
}

export async function loadReplyAll(commentId: number): Promise<ReplyAllData | undefined> {
  const client = serverApi();
  const replies = await fetchReplies(client, commentId, 0);
  if (isEmpty(replies) || !replies.comment) return undefined;
  const article = replies.comment.articleId ? await fetchArticleContent(client, replies.comment.articleId) : undefined;
  return {
    replies: { ...replies, comment: replies.comment },
    article: article && !isEmpty(article) ? article : undefined,
  };
}
