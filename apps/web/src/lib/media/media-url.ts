/**
 * A media address as the page uses it (spec core §3 / promotions §3 "Media": "the URL is prefixed
 * with a CMS base when configured"): an absolute address stays as it is; a path is prefixed with the
 * site configuration's cms.base_url, or, without one, stays a path of this site.
 */
export function mediaUrl(url: string, cmsBaseUrl: string | null): string {
  if (/^https?:\/\//i.test(url) || cmsBaseUrl === null) return url;
  return `${cmsBaseUrl.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
}
