/** Channel names (ARCHITECTURE §6); the `br` language publishes on `pt`. */
export const CHANNELS = {
  public: (lang: string) => `sportsbook:public:${lang === 'br' ? 'pt' : lang}`,
  match: (matchId: number) => `sportsbook:match:${matchId}`,
  user: (locale: string, userId: string) => `$sportsbook:user:${locale}:${userId}`,
} as const;
