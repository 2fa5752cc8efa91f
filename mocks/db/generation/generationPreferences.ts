import { BELOW_MINIMUM_PREFERENCE, EXPIRED_PREFERENCE, isPreferenceOn, OPPORTUNITY_PREFERENCE } from '../../../src/domain/orderPreferences';
import { answerTerms } from '../answers/answerItems';
import type { MockDb } from '../core/database';
import { answerCounts, isExpiredAnswer, type GenerationPreferences } from './orderGeneration';
import type { DbQuotation, DbUser } from '../core/types';
import { quantityAdjustmentOf, userConfigOf } from '../admin/userConfig';

/**
 * The preferences one generation honours (docs/decisions.md "Order preferences in generation";
 * docs/api.md GET /pedido/{id}/generate): the signed-in buyer's settings, and for `oportunidade`
 * and `ajustarQuantidade` the request's flags ('true' / 'false'), which the client fills from the
 * same settings; a flag left out falls back to the stored setting (the opportunities preference,
 * the quotation's adjustment).
 */
export function generationPreferencesOf(db: MockDb, user: DbUser, quotation: DbQuotation, params: URLSearchParams): GenerationPreferences {
  const { configuracao } = userConfigOf(db, user);
  const flag = (name: string, stored: boolean) => (params.get(name) === 'true' ? true : params.get(name) === 'false' ? false : stored);
  return {
    belowMinimum: isPreferenceOn(configuracao, BELOW_MINIMUM_PREFERENCE),
    expired: isPreferenceOn(configuracao, EXPIRED_PREFERENCE),
    opportunity: flag('oportunidade', isPreferenceOn(configuracao, OPPORTUNITY_PREFERENCE)),
    adjustQuantity: flag('ajustarQuantidade', quantityAdjustmentOf(db, quotation.id)),
    now: db.now().getTime(),
  };
}

/** Why these preferences leave nothing to generate from when the quotation has answers (every one expired), else null. */
export function onlyExpiredAnswers(db: MockDb, quotation: DbQuotation, preferences: GenerationPreferences, lateConsidered: ReadonlySet<number>): string | null {
  if (preferences.expired) return null;
  const counted = db.answersOf(quotation.id).filter((answer) => answerCounts(answer, lateConsidered));
  if (counted.length === 0) return null;
  const seed = db.scenarioSeed;
  if (counted.some((answer) => !isExpiredAnswer(answerTerms(answer, quotation, seed), preferences.now))) return null;
  return "Todas as respostas desta cotação estão vencidas. Para gerar pedidos com elas, ligue 'Considerar respostas vencidas' nas preferências do pedido.";
}
