import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { CatalogueRepository } from '../modules/catalogue/repository';
import { CountersRepository } from '../modules/counters/repository';
import { FavouritesRepository } from '../modules/favourites/repository';
import { MatchesRepository } from '../modules/matches/repository';
import { SearchRepository } from '../modules/search/repository';

export interface Repositories {
  catalogue: CatalogueRepository;
  matches: MatchesRepository;
  counters: CountersRepository;
  search: SearchRepository;
  favourites: FavouritesRepository;
}

declare module 'fastify' {
  interface FastifyInstance {
    repositories: Repositories;
  }
}

export function createRepositories(db: Database): Repositories {
  return {
    catalogue: new CatalogueRepository(db),
    matches: new MatchesRepository(db),
    counters: new CountersRepository(db),
    search: new SearchRepository(db),
    favourites: new FavouritesRepository(db),
  };
}

/** Repositories behind a decorator (fastify/demo shape) so routes never see Drizzle. */
export const repositoriesPlugin = fp((app: FastifyInstance, options: { repositories: Repositories }) => {
  app.decorate('repositories', options.repositories);
}, { name: 'repositories' });
