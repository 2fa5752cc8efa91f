import { http, HttpResponse } from 'msw';
import type { DesempatePersonalizadoDto, PreferenciaFornecedorDto, PreferenciaRepresentanteDto } from '../../src/api/desempateDto';
import { comparePtBr } from '../db/core/collate';
import { db } from '../db/core/current';
import { buyerTieBreak, disableCustomPreference, saveCustomPreference, saveSicPreference, type SupplierPreference } from '../db/generation/tieBreakPreferences';
import { api, requireUser } from './context';
import { DOCUMENT_KEYS, documentConflict, documentVersion, documentWritten } from './documentVersions';

/**
 * Tie-break settings (spec 02 §2.4, §4.7, §7; designed paths, docs/api.md "Tie-break settings and
 * the explained award"). Lists carry every supplier (SIC) or supplier/representative pair
 * (custom): the saved ones in their order, then the others by name. Saving an empty list is refused.
 */
const positionIn = <T>(saved: readonly T[], matches: (entry: T) => boolean): number => {
  const at = saved.findIndex(matches);
  return at < 0 ? Number.MAX_SAFE_INTEGER : at;
};

function sicList(idComprador: number): PreferenciaFornecedorDto[] {
  const saved = buyerTieBreak(db(), idComprador).sic;
  return [...db().data.suppliers]
    .sort((a, b) => positionIn(saved, (e) => e.fornecedorId === a.id) - positionIn(saved, (e) => e.fornecedorId === b.id) || comparePtBr(a.nomeFantasia, b.nomeFantasia) || a.id - b.id)
    .map((supplier, index) => ({ fornecedorId: supplier.id, fornecedorCnpj: supplier.cnpj, fornecedorNome: supplier.nomeFantasia, preferencia: index + 1 }));
}

function customList(idComprador: number): PreferenciaRepresentanteDto[] {
  const saved = buyerTieBreak(db(), idComprador).pairs;
  const at = (f: number, r: number) => positionIn(saved, (e) => e.fornecedorId === f && e.representanteId === r);
  const pairs = db().data.representatives.map((representative) => ({ representative, supplier: db().supplierById.get(representative.idFornecedor)! }));
  return pairs
    .sort(
      (a, b) =>
        at(a.supplier.id, a.representative.id) - at(b.supplier.id, b.representative.id) ||
        comparePtBr(a.supplier.nomeFantasia, b.supplier.nomeFantasia) ||
        comparePtBr(a.representative.nome, b.representative.nome) ||
        a.representative.id - b.representative.id,
    )
    .map(({ supplier, representative }, index) => ({
      fornecedorId: supplier.id,
      fornecedorCnpj: supplier.cnpj,
      fornecedorNome: supplier.nomeFantasia,
      representanteId: representative.id,
      representanteNome: representative.nome,
      preferencia: index + 1,
    }));
}

/** A body of positions: a non-empty array whose entries have integer ids and positions from 1. */
function positions<T extends SupplierPreference>(body: unknown, keys: readonly (keyof T)[]): T[] | null {
  if (!Array.isArray(body) || body.length === 0) return null;
  const valid = body.every((entry) => entry !== null && typeof entry === 'object' && keys.every((key) => Number.isInteger((entry as Record<string, unknown>)[key as string])) && (entry as T).preferencia >= 1);
  return valid ? (body as T[]) : null;
}

/** Every row carries the list's version (docs/api.md "Versioned writes"), as the response categories. */
const withVersion = <T>(rows: T[], key: string): T[] => {
  const versao = documentVersion(key);
  return rows.map((row) => ({ ...row, versao }));
};
const sicOf = (idComprador: number) => withVersion(sicList(idComprador), DOCUMENT_KEYS.sic(idComprador));
const customOf = (idComprador: number) => withVersion(customList(idComprador), DOCUMENT_KEYS.custom(idComprador));

const refused = () => HttpResponse.json({ sucesso: false, mensagem: 'Informe a ordem dos fornecedores.' }, { status: 400 });

export const desempateHandlers = [
  http.get(api('/desempate/sic'), ({ request }) => HttpResponse.json<PreferenciaFornecedorDto[]>(sicOf(requireUser(request).idComprador))),

  http.post(api('/desempate/sic'), async ({ request }) => {
    const user = requireUser(request);
    const list = positions<SupplierPreference>(await request.json().catch(() => null), ['fornecedorId', 'preferencia']);
    if (!list) return refused();
    const key = DOCUMENT_KEYS.sic(user.idComprador);
    const conflict = documentConflict(request, key, () => sicOf(user.idComprador));
    if (conflict) return conflict;
    saveSicPreference(db(), user.idComprador, list);
    return HttpResponse.json({ sucesso: true, versao: documentWritten(key) });
  }),

  http.get(api('/desempate/personalizado/ativo'), ({ request }) => HttpResponse.json<DesempatePersonalizadoDto>({ personalizado: buyerTieBreak(db(), requireUser(request).idComprador).custom })),

  http.get(api('/desempate/personalizado'), ({ request }) => HttpResponse.json<PreferenciaRepresentanteDto[]>(customOf(requireUser(request).idComprador))),

  http.post(api('/desempate/personalizado'), async ({ request }) => {
    const user = requireUser(request);
    const list = positions<SupplierPreference & { representanteId: number }>(await request.json().catch(() => null), ['fornecedorId', 'representanteId', 'preferencia']);
    if (!list) return refused();
    const key = DOCUMENT_KEYS.custom(user.idComprador);
    const conflict = documentConflict(request, key, () => customOf(user.idComprador));
    if (conflict) return conflict;
    saveCustomPreference(db(), user.idComprador, list);
    return HttpResponse.json({ sucesso: true, versao: documentWritten(key) });
  }),

  // Turning the custom list off writes it too (the saved order is discarded): checked against ?versao, then a new version.
  http.delete(api('/desempate/personalizado'), ({ request }) => {
    const { idComprador } = requireUser(request);
    const conflict = documentConflict(request, DOCUMENT_KEYS.custom(idComprador), () => customOf(idComprador));
    if (conflict) return conflict;
    disableCustomPreference(db(), idComprador);
    return HttpResponse.json({ sucesso: true, versao: documentWritten(DOCUMENT_KEYS.custom(idComprador)) });
  }),
];
