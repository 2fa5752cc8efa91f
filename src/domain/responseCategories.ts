import type { CategoriaDto, CategoriaResposta } from '../api/dto';

/** The seven answer categories: the wire type (api/dto.ts CategoriaResposta). */
export type CategoryCode = CategoriaResposta;

/** A category as the summary shows it: the wire type (api/dto.ts CategoriaDto). */
export type ResponseCategory = CategoriaDto;

/**
 * The summary's response categories (spec 01 §3 table, spec 02 §4.2): the seven defaults when
 * loading fails, reordering by position (priority = highest first) and the payload of
 * PUT /resumoresposta/categoria/{id}.
 */
export const DEFAULT_CATEGORIES: readonly ResponseCategory[] = (
  [
    ['RESPONDIDA', 'Respondida', '#2e7d32'],
    ['USUARIO_SENHA', 'Usuário e/ou senha inválido.', '#6a1b9a'],
    ['NAO_ATENDE', 'Verificar resposta', '#e65100'],
    ['ESTOQUE', 'Não possui os itens em estoque', '#795548'],
    ['AGUARDANDO', 'Aguardando', '#1565c0'],
    ['VENCIDA', 'Vencida', '#c62828'],
    ['ATRASADA', 'Atrasada', '#ad7a00'],
  ] as const
).map(([categoria, nome, color], index) => ({ idComprador: 0, categoria, nome, codigo: index + 1, prioridade: 6 - index, ativo: true, color, quantidade: 0 }));

/** The list with one category moved to another position (positions clamp to the list). */
export function moveCategory<T>(list: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(list.length - 1, to));
  if (from === target || from < 0 || from >= list.length) return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved);
  return next;
}

export function toggleCategory<T extends ResponseCategory>(list: readonly T[], categoria: CategoryCode): T[] {
  return list.map((c) => (c.categoria === categoria ? { ...c, ativo: !c.ativo } : c));
}

/** What the server keeps: priority by position, the first one highest. */
export function categoryPriorities(list: readonly ResponseCategory[]): { categoria: CategoryCode; prioridade: number; ativo: boolean }[] {
  return list.map((c, index) => ({ categoria: c.categoria, prioridade: list.length - 1 - index, ativo: c.ativo }));
}

/** The supplier list should not be empty: some active category has answers. */
export function activeCategoriesHaveAnswers(list: readonly ResponseCategory[]): boolean {
  return list.some((c) => c.ativo && c.quantidade > 0);
}
