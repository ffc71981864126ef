import { describe, expect, it } from 'vitest';
import { aMatch, anOutright } from '@/test/fixtures';
import { jsonLdScriptContent, sportsEventJsonLd } from './sports-event-json-ld';

const url = 'https://bets.example/football/arsenal-chelsea-1';

describe('sportsEventJsonLd', () => {
  it('describes a match: name, start, home and away, league, status and address', () => {
    expect(sportsEventJsonLd(aMatch(), url)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'SportsEvent',
      name: 'Arsenal vs Chelsea',
      startDate: '2030-05-01T18:00:00Z',
      eventStatus: 'https://schema.org/EventScheduled',
      sport: 'Football',
      url,
      superEvent: { '@type': 'SportsEvent', name: 'Premier League' },
      competitor: [
        { '@type': 'SportsTeam', name: 'Arsenal' },
        { '@type': 'SportsTeam', name: 'Chelsea' },
      ],
      homeTeam: { '@type': 'SportsTeam', name: 'Arsenal' },
      awayTeam: { '@type': 'SportsTeam', name: 'Chelsea' },
    });
  });

  it('gives the venue when the feed knows it, and calls off a match no longer covered', () => {
    const event = sportsEventJsonLd(aMatch({ stadium: 'Emirates Stadium', city: 'London', status: 5 }), url);
    expect(event.location).toEqual({ '@type': 'Place', name: 'Emirates Stadium', address: { '@type': 'PostalAddress', addressLocality: 'London' } });
    expect(event.eventStatus).toBe('https://schema.org/EventCancelled');
  });

  it('lists an outright\'s field and its end, with no home or away', () => {
    const event = sportsEventJsonLd(anOutright(), url);
    expect(event.competitor).toHaveLength(2);
    expect(event.endDate).toBe('2031-05-25T18:00:00Z');
    expect(event).not.toHaveProperty('homeTeam');
  });
});

describe('jsonLdScriptContent', () => {
  it('a team name cannot close the script element or open a comment, and the JSON means the same', () => {
    const hostile = aMatch({ competitors: { home: { id: 'x', name: '</script><script>alert(1)</script>', logo: null }, away: { id: 'y', name: '<!-- A&B \u2028', logo: null } } });
    const content = jsonLdScriptContent(sportsEventJsonLd(hostile, url));
    expect(content).not.toMatch(/[<>&\u2028\u2029]/);
    expect(content).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(content)).toEqual(sportsEventJsonLd(hostile, url));
  });
});
