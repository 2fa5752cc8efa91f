import type { UserDocument } from '../../../src/api/documentStoreApi';
import type { DadosIntegracaoDto } from '../../../src/api/resumoRespostaDto';
import type { CategoriaPrioridadeDto } from '../../../src/api/resumoRespostaDto';
import type { AlertState } from '../admin/alertSettings';
import type { StoredSignup } from '../admin/signups';
import type { UserConfigTables } from '../admin/userConfig';
import type { AnswerMoves } from '../automaticOrder/answerMoves';
import type { AutomaticOrderIndex } from '../automaticOrder/automaticOrderIndex';
import type { ComboState } from '../combo/combos';
import type { GenerationRegistry } from '../generation/generationJobs';
import type { BuyerTieBreak, TieBreakContext } from '../generation/tieBreakPreferences';
import type { ManualOrder } from '../manualOrder/manualOrder';
import type { NotBoughtExport } from '../review/notBoughtSelection';
import type { SendingRegistry } from '../sending/orderSending';
import type { SupplierChannel } from '../sending/supplierChannels';

/** A save the API applied under an `X-Save-Id` (mocks/handlers/saveReceiptHandlers.ts): a repeat gets this answer back. */
export interface SaveReceipt {
  route: string;
  status: number;
  body: string;
  contentType: string;
  repeats: number;
}

/**
 * What buyers and tests did to the database beyond its seeded rows: every table here is state (a
 * reset starts it over, the data folder keeps it across restarts). The modules named in each
 * comment read and change them; no module keeps a table of its own. MockDb extends this class.
 */
export abstract class MockTables {
  /** The automatic order of each quotation, by idCotacao: its flat index, with the buyer's exclusions and removed items (automaticOrder/automaticOrderIndex.ts). */
  readonly automaticOrders = new Map<number, AutomaticOrderIndex>();
  /** Where each product is bought from after an answer change (automaticOrder/answerMoves.ts). */
  readonly answerMoves: AnswerMoves = { live: new Map(), home: new Map(), placed: new Map(), before: new Map() };
  /** Quantities asked of answers not chosen, by answer id (automaticOrder/productAnswers.ts). */
  readonly wantedQuantities = new Map<number, number>();
  /** Items above double the quoted quantity that the buyer accepted, item id → quantity accepted (automaticOrder/automaticOrderConfirm.ts). */
  readonly overDoubleAccepted = new Map<number, number>();
  /** Items sent to the opportunities route, by idCotacao (automaticOrder/opportunityItems.ts). */
  readonly opportunityItems = new Map<number, Set<number>>();
  /** What the buyer did to each combo, by idRespostaCliente (combo/combos.ts). */
  readonly combos = new Map<number, ComboState>();
  /** Each quotation's manual order, by idCotacao (manualOrder/manualOrderRegistry.ts). */
  readonly manualOrders = new Map<number, ManualOrder>();
  /** Order generation jobs and the late answers included (generation/generationJobs.ts). */
  readonly generations: GenerationRegistry = { started: 0, byKey: new Map(), latest: new Map(), lateConsidered: new Map(), paused: false };
  /** Each buyer's tie-break settings, by idComprador (generation/tieBreakPreferences.ts). */
  readonly tieBreakByBuyer = new Map<number, BuyerTieBreak>();
  /** The tie-break chain each quotation's orders were generated with, by idCotacao (generation/tieBreakPreferences.ts). */
  readonly tieBreakByGeneration = new Map<number, TieBreakContext>();
  /** Whether each buyer has SIC on always, by idComprador (generation/sicFlags.ts). */
  readonly sicAlways = new Map<number, boolean>();
  /** Each buyer's response categories (order, switches), by idComprador (summary/summaryCategories.ts). */
  readonly categoryPreferences = new Map<number, CategoriaPrioridadeDto[]>();
  /** Representatives' integration credentials, by `idRepresentante:idCliente` (summary/integrationCredentials.ts). */
  readonly integrationCredentials = new Map<string, DadosIntegracaoDto>();
  /** Sends, sent orders, looping settings and billing test controls (sending/orderSending.ts). */
  readonly sending: SendingRegistry = { sends: new Map(), byKey: new Map(), sent: new Map(), moving: new Set(), looping: new Map(), billing: new Map() };
  /** Sending channels set by tests, by idPedido (sending/supplierChannels.ts). */
  readonly supplierChannels = new Map<number, SupplierChannel>();
  /** The filters behind the not-bought download links, by link id (mocks/handlers/naoCompradosHandlers.ts). */
  readonly notBoughtExports = new Map<number, NotBoughtExport>();
  /** The alert configuration and the questionnaires (admin/alertSettings.ts). */
  readonly alert: AlertState = { aviso: { imagem: null, imagemAux: null, mostrarAviso: false, mostrarAvisoAux: false }, questionnaires: [] };
  /** Sign-ups received, oldest first (admin/signups.ts). */
  readonly signups: StoredSignup[] = [];
  /** The users' order preferences and each quotation's quantity adjustment (admin/userConfig.ts). */
  readonly userConfig: UserConfigTables = { checked: new Map(), adjust: new Map() };
  /** Related products of the EAN maintenance, by product id; seeded on first use (admin/eanRelations.ts). */
  eanRelations: Map<number, number[]> | null = null;
  /** The users' documents of the document store, by key (mocks/handlers/docStoreHandlers.ts). */
  readonly userDocuments = new Map<string, UserDocument>();
  /** Saves applied under an X-Save-Id, oldest first (mocks/handlers/saveReceiptHandlers.ts). */
  readonly saveReceipts = new Map<string, SaveReceipt>();
}
