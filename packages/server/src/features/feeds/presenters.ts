import { feedUrl, webcalUrl, type FeedLinkResponse } from '@turnout/domain';

/** A new token as the links the member copies or opens. */
export function presentFeedLink(publicUrl: string, token: string): FeedLinkResponse {
  const url = feedUrl(publicUrl, token);
  return { url, webcalUrl: webcalUrl(url) };
}

/** The download's file name: ASCII only, so every browser keeps it. */
export function exportFileName(content: string, from: string, to: string): string {
  return `turnout-${content}-${from}-${to}.csv`;
}
