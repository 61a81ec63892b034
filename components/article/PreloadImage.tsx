'use client';
/**
 * Asks for a picture from <head> (the article's largest paint), as a client component on purpose: a
 * server component's preload (ReactDOM.preload or a rendered <link rel="preload">) travels in the RSC
 * payload as a hint that the browser acts on as soon as the payload arrives, so every article a list
 * merely prefetched would have its lead picture downloaded. Here the preload happens when the page is
 * rendered: in the server's HTML, or when the reader actually opens the page.
 */
import { preload } from 'react-dom';

export function PreloadImage({ href }: { href: string }) {
  preload(href, { as: 'image', fetchPriority: 'high' });
  return null;
}
