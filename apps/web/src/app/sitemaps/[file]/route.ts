import { requestIsIndexable } from '@/lib/seo/request-indexing';
import { seoCacheHeaders, sitemapFiles } from '../../_seo/sitemap-cache';

export const dynamic = 'force-dynamic';

/** One sitemap file, /sitemaps/{n}.xml (n from 0), listed by /sitemap.xml. */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await params;
  const index = /^(\d{1,6})\.xml$/.exec(file)?.[1];
  if (index === undefined || !(await requestIsIndexable(request.headers))) return new Response('Not found\n', { status: 404 });
  let files: string[];
  try {
    files = await sitemapFiles();
  } catch {
    return new Response('The catalogue cannot be read right now\n', { status: 503, headers: { 'retry-after': '60' } });
  }
  const body = files[Number(index)];
  return body === undefined ? new Response('Not found\n', { status: 404 }) : new Response(body, { headers: seoCacheHeaders('application/xml; charset=utf-8') });
}
