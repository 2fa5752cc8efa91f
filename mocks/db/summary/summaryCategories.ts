import type { CategoriaDto, CategoriaResposta } from '../../../src/api/dto';
import type { CategoriaPrioridadeDto, CodigoSinalizador } from '../../../src/api/resumoRespostaDto';
import type { MockDb } from '../core/database';
import type { DbAnswer } from '../core/types';

/**
 * Response categories of the summary (spec 01 §3 table): the seven defaults, highest priority
 * first; each buyer's order and switches are kept per database (a reset starts them over) and the
 * quantities are counted from the quotation's answers.
 */
export const CATEGORY_DEFAULTS: readonly { categoria: CategoriaResposta; nome: string; codigo: number; color: string; sinalizador: CodigoSinalizador }[] = [
  { categoria: 'RESPONDIDA', nome: 'Respondida', codigo: 1, color: '#2e7d32', sinalizador: 'success' },
  { categoria: 'USUARIO_SENHA', nome: 'Usuário e/ou senha inválido.', codigo: 2, color: '#6a1b9a', sinalizador: 'integration' },
  { categoria: 'NAO_ATENDE', nome: 'Verificar resposta', codigo: 3, color: '#e65100', sinalizador: 'warning' },
  { categoria: 'ESTOQUE', nome: 'Não possui os itens em estoque', codigo: 4, color: '#795548', sinalizador: 'estoque' },
  { categoria: 'AGUARDANDO', nome: 'Aguardando', codigo: 5, color: '#1565c0', sinalizador: 'information' },
  { categoria: 'VENCIDA', nome: 'Vencida', codigo: 6, color: '#c62828', sinalizador: 'error' },
  { categoria: 'ATRASADA', nome: 'Atrasada', codigo: 7, color: '#ad7a00', sinalizador: 'delayed' },
];

export const SINALIZADOR_OF = new Map(CATEGORY_DEFAULTS.map((c) => [c.categoria, c.sinalizador]));
export const CATEGORY_NAME_OF = new Map(CATEGORY_DEFAULTS.map((c) => [c.categoria, c.nome]));

type Preferences = CategoriaPrioridadeDto[];

function defaults(): Preferences {
  return CATEGORY_DEFAULTS.map((c, index) => ({ categoria: c.categoria, prioridade: CATEGORY_DEFAULTS.length - 1 - index, ativo: true }));
}

export function categoryPreferences(db: MockDb, idComprador: number): Preferences {
  const byBuyer = db.categoryPreferences;
  let preferences = byBuyer.get(idComprador);
  if (!preferences) byBuyer.set(idComprador, (preferences = defaults()));
  return preferences;
}

/** Keeps the order and switches the buyer sent; unknown or repeated categories are refused. */
export function saveCategoryPreferences(db: MockDb, idComprador: number, sent: CategoriaPrioridadeDto[]): boolean {
  const known = new Set(CATEGORY_DEFAULTS.map((c) => c.categoria));
  const seen = new Set(sent.map((c) => c.categoria));
  if (sent.length !== known.size || seen.size !== known.size || sent.some((c) => !known.has(c.categoria) || typeof c.ativo !== 'boolean')) return false;
  const preferences = categoryPreferences(db, idComprador);
  preferences.splice(0, preferences.length, ...[...sent].sort((a, b) => b.prioridade - a.prioridade).map(({ categoria, prioridade, ativo }) => ({ categoria, prioridade, ativo })));
  return true;
}

export function activeCategories(db: MockDb, idComprador: number): Set<CategoriaResposta> {
  return new Set(categoryPreferences(db, idComprador).filter((c) => c.ativo).map((c) => c.categoria));
}

export function categoriesOf(db: MockDb, idComprador: number, answers: readonly DbAnswer[]): CategoriaDto[] {
  const counts = new Map<CategoriaResposta, number>();
  for (const answer of answers) counts.set(answer.categoria, (counts.get(answer.categoria) ?? 0) + 1);
  return categoryPreferences(db, idComprador).map((preference) => {
    const base = CATEGORY_DEFAULTS.find((c) => c.categoria === preference.categoria)!;
    return { idComprador, categoria: base.categoria, nome: base.nome, codigo: base.codigo, color: base.color, prioridade: preference.prioridade, ativo: preference.ativo, quantidade: counts.get(base.categoria) ?? 0 };
  });
}
