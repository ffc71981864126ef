import type { GeoDto } from '@sportsbook/contracts';
import { headers } from 'next/headers';
import { cache } from 'react';
import { getServerEnv } from '@/lib/server-env';
import { fetchGeo } from './geo-api';

/** The visitor's country for server components: asked once per request (React `cache`); null when the call fails. */
export const getGeo = cache(async (): Promise<GeoDto | null> => fetchGeo(await headers(), getServerEnv()));
