import type { StreamDto } from './video';

/** One stream of a match, as the web app uses it (spec core §3 "Stream"). */
export interface MatchStream {
  link: string;
  provider: string;
  languageCode: string;
}

export function toMatchStream(dto: StreamDto): MatchStream {
  return { link: dto.link, provider: dto.provider, languageCode: dto.language_code };
}
