import { siteConfigSchema, toSiteConfig, type SiteConfig } from '@sportsbook/contracts';
import { cache } from 'react';
import { z } from 'zod';
import { sportsbookRequest } from '@/lib/api/api-client';
import { serverReader } from '@/lib/api/server-reader';

const siteConfigResponseSchema = z.object({ data: siteConfigSchema });

/**
 * Server only (RSC): the site configuration and feature flags in force (issue 22), validated with
 * its contract schema, read once per request (layout, ticket panel and betcode trigger share it).
 */
export const getSiteConfig = cache(async (locale: string): Promise<SiteConfig> => {
  const body = await sportsbookRequest('/site_config', serverReader(siteConfigResponseSchema), { locale });
  return toSiteConfig(body.data);
});
