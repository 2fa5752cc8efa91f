import type { ProdutoSemRespostaDto } from '../../../src/api/resumoRespostaDto';
import type { BillingFigures } from '../../../src/domain/orderBilling';
import type { ComboOffer } from '../combo/comboOffers';
import type { NotBoughtTable } from '../review/notBoughtProducts';
import type { OrderFigures } from '../review/orderReview';
import type { DbBranch, DbProduct } from './types';

/**
 * Figures worked out from the database and kept while the key they were made for holds: never
 * state, never saved (a restored database starts with none and builds them again). MockDb.caches.
 */
export class DerivedCaches {
  /** Combo offers per quotation, while its settled answers stay the same (combo/comboOffers.ts). */
  readonly comboOffers = new Map<number, { answers: number; offers: ComboOffer[] }>();
  /** Billing figures per order, while its share and exclusions stay (sending/orderBilling.ts). */
  readonly billing = new Map<number, { key: string; figures: BillingFigures }>();
  /** Summary figures of sent orders, while total, status and invoiced total stay (review/orderReview.ts). */
  readonly sentFigures = new Map<number, { key: string; figures: OrderFigures }>();
  /** Every product's normalized search text (automaticOrder/automaticOrderQuery.ts). */
  searchTexts: { texts: [DbProduct, string][]; maxId: number } | null = null;
  /** Branches by id (review/notBoughtProducts.ts). */
  branchById: Map<number, DbBranch> | null = null;
  /** The not-bought table per quotation, while its data stays (review/notBoughtProducts.ts). */
  readonly notBoughtTables = new Map<number, NotBoughtTable>();
  /** Products without an answer per quotation, while its answers stay (answers/unansweredProducts.ts). */
  readonly unanswered = new Map<number, { signature: string; rows: ProdutoSemRespostaDto[] }>();
  /** Catalogue products per product group (answers/unansweredProducts.ts). */
  groupSizes: Map<number, number> | null = null;
}
