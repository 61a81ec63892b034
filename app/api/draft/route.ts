/**
 * GET /api/draft?to={an editor's page}: turns Next's draft mode on for this browser and goes back to the
 * page, marked as tried (lib/render/draftMode.ts). Anything but a page of ours in an editor's context is
 * refused, so this is no open redirect.
 */
import { draftMode } from 'next/headers';
import { NextResponse, type NextRequest } from 'next/server';
import { readRuntimeConfig } from '@/lib/env';
import { DRAFT_TRIED, editorsPage } from '@/lib/render/draftMode';

export async function GET(request: NextRequest) {
  const page = editorsPage(request.nextUrl.searchParams.get('to'));
  if (!page) return NextResponse.json({ error: 'not an editor’s page of this site' }, { status: 400 });
  (await draftMode()).enable();
  // a route handler's URL names the base path as part of its path: the page's is put back in front
  const back = new URL(`${readRuntimeConfig().basePath}${page.pathname}${page.search}`, 'http://page.invalid');
  back.searchParams.set(DRAFT_TRIED, '1');
  // a relative address: the request's own origin is the server's listening address (http://[::]:3000
  // in the standalone server), not the one the editor's browser came to
  return new NextResponse(null, {
    status: 307,
    headers: { Location: `${back.pathname}${back.search}`, 'Cache-Control': 'private, no-store' },
  });
}
