import type { FastifyRequest } from 'fastify';
import { catalogueLanguage } from './catalogue-language';
import { catalogueNames, type CatalogueNames } from './catalogue-names';

/** The catalogue names of the request's Accept-Language. */
export function requestNames(request: FastifyRequest): CatalogueNames {
  return catalogueNames(catalogueLanguage(request.headers['accept-language']));
}
