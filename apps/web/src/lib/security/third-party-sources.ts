import type { SiteConfigDto } from '@sportsbook/contracts';

/** What a configured third party needs beyond the strict policy (its scripts load by 'strict-dynamic'). */
export interface ThirdPartySources {
  connect: string[];
  style: string[];
  font: string[];
}

const GOOGLE_TAG_MANAGER = ['https://*.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'];
const LIVECHAT = ['https://*.livechatinc.com', 'wss://*.livechatinc.com'];
const INTERCOM = ['https://*.intercom.io', 'wss://*.intercom.io', 'https://*.intercomcdn.com', 'https://*.intercomassets.com'];
const ONE_SIGNAL = ['https://onesignal.com', 'https://*.onesignal.com'];

/**
 * The origins the content security policy opens for the integrations the site configuration turns
 * on (issue 22): the tag manager (its own script origin, where a server-side container also
 * collects, and Google's collection endpoints), the livechat or intercom widget, OneSignal push.
 * Only what is configured: a site without them keeps connect-src to itself. The scripts need no
 * entry (a script the page's nonced code inserts is trusted by 'strict-dynamic'); what they fetch,
 * open as a WebSocket, style and font with does. Whether a visitor consented is decided by the page
 * (nothing loads without consent); the policy is the same for everyone, so it can be cached.
 */
export function thirdPartySources(config: Pick<SiteConfigDto, 'tag_manager' | 'chat' | 'push'> | null): ThirdPartySources {
  const connect: string[] = [];
  const style: string[] = [];
  const font: string[] = [];
  if (!config) return { connect, style, font };
  if (config.tag_manager.container_id) connect.push(new URL(config.tag_manager.script_url).origin, ...GOOGLE_TAG_MANAGER);
  if (config.chat.type === 'livechat') {
    connect.push(...LIVECHAT);
    style.push('https://*.livechatinc.com');
    font.push('https://*.livechatinc.com');
  }
  if (config.chat.type === 'intercom') {
    connect.push(...INTERCOM);
    font.push('https://*.intercomcdn.com');
  }
  if (config.push.type === 'one_signal') {
    connect.push(...ONE_SIGNAL);
    style.push('https://onesignal.com');
  }
  return { connect: [...new Set(connect)], style, font };
}
