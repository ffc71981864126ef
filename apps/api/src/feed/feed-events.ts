import { CHANNELS, type MarketDto, type MatchDto } from '@sportsbook/contracts';
import type { RealtimePublisher } from '../realtime/publisher';

/** Reads the wire shapes the feed publishes, from the same services the HTTP API uses. */
export interface FeedReader {
  match(id: number): Promise<MatchDto | null>;
  markets(id: number): Promise<MarketDto[]>;
}

/** Languages with a public channel; names are not translated yet, so every language gets the same. */
export const PUBLIC_LANGUAGES = ['en', 'ar'] as const;

/**
 * Publishes feed changes on the channels of ARCHITECTURE §6: the public channel of every
 * language (listings) and the match's own channel (open match pages).
 */
export class FeedEvents {
  constructor(
    private readonly publisher: RealtimePublisher,
    private readonly reader: FeedReader,
  ) {}

  async matchChanged(matchId: number, eventName: 'match_changed' | 'match_status_changed'): Promise<void> {
    const match = await this.reader.match(matchId);
    if (!match) return;
    const publication = { event_name: eventName, message: { match } };
    await this.toAll(matchId, publication);
  }

  async marketsChanged(matchId: number): Promise<void> {
    const markets = await this.reader.markets(matchId);
    await this.toAll(matchId, { event_name: 'markets_changed', message: { match_id: matchId, markets } });
  }

  private async toAll(matchId: number, publication: { event_name: string; message: unknown }): Promise<void> {
    await this.publisher.publish(CHANNELS.match(matchId), publication);
    for (const language of PUBLIC_LANGUAGES) await this.publisher.publish(CHANNELS.public(language), publication);
  }
}
