import type { ChannelHistory, StreamPublication } from '../broker';
import { asciiJson } from '../protocol/json';
import type { DeltaBase } from './push-frames';

export interface Position {
  recover?: boolean | undefined;
  epoch?: string | undefined;
  offset?: number | undefined;
}

/**
 * Recovery by epoch and offset (realtime-protocol.md "Recovery and delta"): with a matching epoch
 * and every publication after the client's offset still retained, the missed ones are returned
 * and recovered is true; otherwise recovered is false and the client refetches.
 */
export function recoverPublications(position: Position, history: ChannelHistory): { recovered: boolean; publications: StreamPublication[] } {
  const none = { recovered: false, publications: [] };
  if (!position.recover || position.epoch !== history.epoch) return none;
  const since = position.offset ?? 0;
  if (since > history.offset) return none;
  const publications = history.publications.filter((publication) => publication.offset > since);
  const complete = publications.length === history.offset - since && publications.every((publication, index) => publication.offset === since + 1 + index);
  return complete ? { recovered: true, publications } : none;
}

/**
 * Recovered publications as the subscribe reply carries them. With delta negotiated each `data`
 * is a full JSON string (never a delta: the first publication after subscribe is full) and the
 * last one becomes the base of the next live delta.
 */
export function encodeRecovered(publications: StreamPublication[], delta: boolean): { wire: Record<string, unknown>[]; base: DeltaBase | null } {
  let base: DeltaBase | null = null;
  const wire = publications.map((publication) => {
    if (!delta) return { data: publication.data, offset: publication.offset };
    const ascii = asciiJson(publication.data);
    base = { offset: publication.offset, ascii };
    return { data: ascii, offset: publication.offset };
  });
  return { wire, base };
}
