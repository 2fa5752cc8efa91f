/**
 * The review page's tour (spec 03 §2.2 "optional guided tour", §2.6 "tour of 6 steps"): each step
 * points at a real element of the page, the first of its selectors that is on screen (a list
 * that is not there, such as the tab bar without pending payments, gives way to the next).
 */
export interface TourStep {
  title: string;
  text: string;
  targets: readonly string[];
}

export const TOUR: readonly TourStep[] = [
  {
    title: 'Preferências do pedido',
    text: 'Na engrenagem ficam as suas preferências: pedidos abaixo do mínimo, respostas vencidas, looping e oportunidades. Elas valem para você em todas as cotações.',
    targets: ['[data-tour="preferencias"]'],
  },
  {
    title: 'Abas e filtro',
    text: "Filtre os pedidos por código, produto, fornecedor ou situação. Quando algum pedido aguarda pagamento, aparecem as abas 'Todos' e 'Pendentes de pagamento'.",
    targets: ['.review-tabs', '[data-tour="filtrar"]'],
  },
  {
    title: 'Fornecedores',
    text: 'Cada fornecedor se abre em representantes e, dentro deles, nos pedidos por filial, com o total de cada um.',
    targets: ['.review-supplier .review-heading', '.review-order__toggle', '.review-suppliers > p', '#order-review-panel'],
  },
  {
    title: 'Quantidades',
    text: 'Abra um pedido para ver os produtos e ajustar a quantidade pedida enquanto ele não foi enviado.',
    targets: ['.ag-header-cell[col-id="qtdePedida"]', '.review-order__toggle', '.review-supplier .review-heading', '#order-review-panel'],
  },
  {
    title: 'Enviar pedidos',
    text: 'Envie os pedidos confirmados, com ou sem looping. Cada pedido é enviado uma só vez.',
    targets: ['[data-tour="enviar"]'],
  },
  {
    title: 'Resumo dos Pedidos',
    text: 'Veja a economia, o retorno do faturamento e os produtos e unidades atendidos.',
    targets: ['[data-tour="resumo"]'],
  },
];

/** The step's target: the first selector with an element that has a size, else the first that exists at all (nothing laid out yet). */
export function tourTarget(step: TourStep, root: ParentNode = document): HTMLElement | null {
  const found = step.targets.map((selector) => root.querySelector<HTMLElement>(selector)).filter((el): el is HTMLElement => el !== null);
  return found.find((el) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 || box.height > 0;
  }) ?? found[0] ?? null;
}
