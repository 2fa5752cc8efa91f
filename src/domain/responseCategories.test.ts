import { activeCategoriesHaveAnswers, categoryPriorities, DEFAULT_CATEGORIES, moveCategory, toggleCategory } from './responseCategories';

describe('response categories', () => {
  it('has the seven defaults of spec 01 §3, priority 6 minus the index', () => {
    expect(DEFAULT_CATEGORIES.map((c) => [c.categoria, c.nome, c.prioridade])).toEqual([
      ['RESPONDIDA', 'Respondida', 6],
      ['USUARIO_SENHA', 'Usuário e/ou senha inválido.', 5],
      ['NAO_ATENDE', 'Verificar resposta', 4],
      ['ESTOQUE', 'Não possui os itens em estoque', 3],
      ['AGUARDANDO', 'Aguardando', 2],
      ['VENCIDA', 'Vencida', 1],
      ['ATRASADA', 'Atrasada', 0],
    ]);
  });

  it('moves by position and gives priorities by the new order', () => {
    const moved = moveCategory(DEFAULT_CATEGORIES, 6, 0);
    expect(moved.map((c) => c.categoria).slice(0, 2)).toEqual(['ATRASADA', 'RESPONDIDA']);
    expect(categoryPriorities(moved)[0]).toEqual({ categoria: 'ATRASADA', prioridade: 6, ativo: true });
    expect(moveCategory(DEFAULT_CATEGORIES, 0, -3)).toEqual([...DEFAULT_CATEGORIES]);
  });

  it('knows when active categories have answers', () => {
    const withAnswers = DEFAULT_CATEGORIES.map((c) => (c.categoria === 'VENCIDA' ? { ...c, quantidade: 2 } : c));
    expect(activeCategoriesHaveAnswers(withAnswers)).toBe(true);
    expect(activeCategoriesHaveAnswers(toggleCategory(withAnswers, 'VENCIDA'))).toBe(false);
  });
});
