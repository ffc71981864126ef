import { jsonLdScriptContent } from '@/lib/seo/sports-event-json-ld';

/** Structured data for search engines: an inline JSON-LD block (data, never run, so no CSP nonce). */
export function JsonLdScript({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScriptContent(data) }} />;
}
