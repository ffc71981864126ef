/**
 * The language of a locale's public channel (spec promotions §4 "Public updates per language;
 * language br maps to pt"): the language subtag, so en-AU reads `en` and pt-BR `pt`.
 */
export function publicChannelLanguage(locale: string): string {
  const language = locale.split('-')[0]!.toLowerCase();
  return language === 'br' ? 'pt' : language;
}

/** Channel names (ARCHITECTURE §6); a locale's public channel is its language's (publicChannelLanguage). */
export const CHANNELS = {
  public: (locale: string) => `sportsbook:public:${publicChannelLanguage(locale)}`,
  match: (matchId: number) => `sportsbook:match:${matchId}`,
  /** A match's chat (docs/chat.md): its own channel, so match readers who never open the chat get none of it. */
  chat: (matchId: number) => `sportsbook:chat:${matchId}`,
  user: (locale: string, userId: string) => `$sportsbook:user:${locale}:${userId}`,
} as const;
