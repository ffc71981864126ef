import { proxySiteConfig } from '@/lib/site-config/proxy-site-config';
import { getServerEnv } from '@/lib/server-env';
import { cmsIconSprite } from './cms-icons';
import type { IconSprite } from './sprite';

/** Server only: the icon sprite in force, after the site configuration's CMS icons (./cms-icons). */
export async function currentIconSprite(): Promise<IconSprite> {
  const config = await proxySiteConfig(getServerEnv().API_URL);
  return cmsIconSprite(config?.cms ?? null);
}
