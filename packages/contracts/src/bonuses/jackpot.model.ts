export type { JackpotDto, JackpotHitDto } from './jackpot';
export { JACKPOT_HITS_LIMIT } from './jackpot-limits.model';
