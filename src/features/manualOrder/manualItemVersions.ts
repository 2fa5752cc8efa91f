import type { MenorRespostaFilialDto } from '../../api/pedidoManualMassaDto';
import type { ManualOrderDataState } from './manualOrderDataSlice';

/**
 * The versions the buyer read the manual order's products at (docs/api.md "Versioned writes"), as
 * the page shows them: a product's answers carry its one version. A write of many products (the
 * mass changes, 'comprar desta resposta', the branch mark) sends them as `versoes`
 * ({[idPedidoManualItem]: versao}), as the automatic order's mass edit does; a product changed
 * elsewhere since is left as it is and named. A product with no answer loaded is not in the map
 * (written unconditionally).
 */
export function loadedItemVersion(data: ManualOrderDataState, idItem: number): number | undefined {
  const versions = (data.answersByItem[idItem] ?? []).map((id) => data.answers[id]?.versao).filter((v): v is number => v !== undefined);
  return versions.length === 0 ? undefined : Math.max(...versions);
}

function versionsOf(data: ManualOrderDataState, idItems: Iterable<number>, into: Record<string, number> = {}): Record<string, number> {
  for (const idItem of idItems) {
    const versao = loadedItemVersion(data, idItem);
    if (versao !== undefined) into[idItem] = versao;
  }
  return into;
}

/** The products of a branch shown on its page of products. */
export const branchVersions = (data: ManualOrderDataState, idPedidoManual: number): Record<string, number> => versionsOf(data, data.productPages[idPedidoManual]?.ids ?? []);

/** The mass dialog's branches (the version each row was read at), then the products the page shows (what is on screen). */
export function massVersions(data: ManualOrderDataState, rows: readonly MenorRespostaFilialDto[]): Record<string, number> {
  const versoes: Record<string, number> = {};
  for (const row of rows) if (row.versao !== undefined) versoes[row.idPedidoManualItem] = row.versao;
  return versionsOf(
    data,
    rows.map((row) => row.idPedidoManualItem),
    versoes,
  );
}

/** The product of an answer at every branch the page shows it (the branch view's products and the grouped view's answers). */
export function productVersionsOfAnswer(data: ManualOrderDataState, idAnswer: number): Record<string, number> {
  const answer = data.answers[idAnswer];
  if (!answer) return {};
  const codBarras = data.items[answer.idPedidoManualItem]?.codBarras ?? Object.entries(data.groupedAnswerPages).find(([, page]) => page.ids.includes(idAnswer))?.[0];
  const idItems = new Set([answer.idPedidoManualItem]);
  for (const item of Object.values(data.items)) if (item.codBarras === codBarras) idItems.add(item.id);
  for (const id of (codBarras !== undefined ? data.groupedAnswerPages[codBarras]?.ids : undefined) ?? []) {
    const grouped = data.answers[id];
    if (grouped) idItems.add(grouped.idPedidoManualItem);
  }
  return versionsOf(data, idItems);
}
