import {
  customBetBodySchema,
  customBetCalculationSchema,
  customBetMarketsParamsSchema,
  customBetMarketsSchema,
  customBetOddsSchema,
  errorBodySchema,
} from '@sportsbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localiseList, localiseMarket } from '../catalogue/names/localise';
import { requestNames } from '../catalogue/names/request-names';
import { serverLanguage } from './messages';
import type { CustomBetService } from './service';

export interface CustomBetRoutesOptions {
  customBets: CustomBetService;
}

const errors = { 400: errorBodySchema, 404: errorBodySchema };

/**
 * Bet builder under /sportsbook/v1/bets/custom (spec core §7). Open to visitors: pricing needs no
 * account (placing does). Texts follow Accept-Language (en, ar); market and outcome names are the
 * catalogue's names in that language (modules/catalogue/names).
 */
export const customBetRoutes: FastifyPluginAsyncZod<CustomBetRoutesOptions> = async (app, { customBets }) => {
  const tags = ['bets: bet builder'];

  app.get('/bets/custom/markets/:matchId', {
    schema: { tags, summary: "A match's bet builder markets, grouped by custom_bet_groups", params: customBetMarketsParamsSchema, response: { 200: customBetMarketsSchema, ...errors } },
  }, async (request) => localiseList(await customBets.markets(request.params.matchId, serverLanguage(request.headers['accept-language'])), localiseMarket, requestNames(request)));

  app.post('/bets/custom/calculate', {
    schema: { tags, summary: 'Builder price of same-match selections, and which cannot be combined', body: customBetBodySchema, response: { 200: customBetCalculationSchema, ...errors } },
  }, async (request) => ({ data: await customBets.calculate(request.body.selections, serverLanguage(request.headers['accept-language'])) }));

  app.post('/bets/custom/odds', {
    schema: { tags, summary: 'Builder price of the selections plus each other builder outcome of the match', body: customBetBodySchema, response: { 200: customBetOddsSchema, ...errors } },
  }, async (request) => ({ data: await customBets.odds(request.body.selections, serverLanguage(request.headers['accept-language'])) }));
};
