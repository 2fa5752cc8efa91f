import type { LinhaIgnoradaDto, LinhasSomadasDto, ModoCompra } from '../../api/cotacaoDto';
import { rejectedLineCount } from '../../domain/shortageFile';
import { formatCount, formatInteger } from '../../shared/lib/format';

/** Labels and texts of the wizard (Portuguese, as the user reads them). */
export const SUPPLIER_TOOLTIP = 'Há filial(ais) sem condição de pagamento disponível. Para mais detalhes, favor entrar em contato com nosso suporte técnico.';
export const DELIVERY_BRANCHES_TOOLTIP = 'Entrega nos endereços das filiais: válido somente para representantes manuais.';
export const DELIVERY_HEAD_OFFICE_TOOLTIP = 'Entrega no endereço da matriz.';

export const PAYMENT_CONDITIONS = [
  { value: 'a-vista', label: 'À vista' },
  { value: 'a-prazo', label: 'A prazo' },
] as const;

export const DELIVERY_TYPES = [
  { value: '1', label: 'Endereços das filiais', tooltip: DELIVERY_BRANCHES_TOOLTIP },
  { value: '2', label: 'Endereço da matriz', tooltip: DELIVERY_HEAD_OFFICE_TOOLTIP },
] as const;

export const PURCHASE_MODES: { value: Exclude<ModoCompra, ''>; label: string }[] = [
  { value: 'PRODUTO_ESPECIFICO', label: 'Compra por produto específico' },
  { value: 'EQUIVALENCIA', label: 'Compra por equivalência de produtos' },
];

export function purchaseModeLabel(mode: ModoCompra): string {
  return PURCHASE_MODES.find((m) => m.value === mode)?.label ?? '—';
}

export const TABS = ['1. cadastro', '2. adicionar produtos', '3. enviar cotação'] as const;

export function dueConfirmationText(due: string): string {
  return (
    `A cotação será enviada aos distribuidores, que respondem automaticamente somente na data de vencimento (${due}). ` +
    'Para receber as respostas ainda hoje, a data de vencimento precisa ser hoje. ' +
    'Ao chegar a data de vencimento, a cotação passa automaticamente para Em Análise.'
  );
}

export const SHORTAGE_DISABLED_MESSAGE = 'Esse item está desabilitado, para habilitar, seleciona uma opção acima';

/** The first line of the missing-products file's report. */
export function importSummaryText(report: { arquivo: string; importadas: number; produtos: number; ignoradas: LinhaIgnoradaDto[] }): string {
  return (
    `Arquivo ${report.arquivo}: ${formatCount(report.importadas, 'linha importada', 'linhas importadas')} em ${formatCount(report.produtos, 'produto', 'produtos')}, ` +
    `${formatCount(rejectedLineCount(report.ignoradas), 'linha não utilizada', 'linhas não utilizadas')}.`
  );
}

/** A product the file named on several lines: the lines were summed into one item. */
export function mergedLinesText(merged: LinhasSomadasDto): string {
  return `${merged.descricao} (EAN ${merged.ean}): ${formatInteger(merged.linhas)} linhas somadas em um produto, quantidade ${formatInteger(merged.quantidade)}.`;
}

/** /cotacao/criar/{id} with an id that names no quotation of the buyer (or is no id at all). */
export function quotationNotFoundText(id: string | number): string {
  return `Cotação ${id} não encontrada.`;
}
