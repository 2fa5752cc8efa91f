import { isUnder, ORDER_PAGE_PATHS, WIZARD_PATHS, type PathPrefixes } from '../../domain/pagePaths';

/** The header menu (spec 01 §2.2) and the portal's sections in the footer, in the spec's words. */
export interface MenuEntry {
  label: string;
  to: string;
  adminOnly?: boolean;
  /** The paths under which this entry is the current section (the longest matching path wins). */
  marks: PathPrefixes;
}

export const HOME_PATH = '/cotacao';
export const SEARCH_PATH = '/cotacao/filter';

export const HEADER_MENU: MenuEntry[] = [
  { label: 'Home', to: HOME_PATH, marks: [HOME_PATH] },
  // The quotation's own pages (search, wizard, summary and its orders) belong to 'Cotações'.
  { label: 'Cotações', to: SEARCH_PATH, marks: [SEARCH_PATH, ...WIZARD_PATHS, ...ORDER_PAGE_PATHS.filter((p) => p !== '/pedido-manual')] },
  // A manual order belongs to one quotation: the buyer picks it in the search (docs/decisions.md).
  { label: 'Pedido Manual', to: SEARCH_PATH, marks: ['/pedido-manual'] },
  { label: 'Configurar alertas', to: '/configuracoes-alerta', adminOnly: true, marks: ['/configuracoes-alerta'] },
  { label: 'Preferência SIC', to: '/preferencia-sic', marks: ['/preferencia-sic'] },
  { label: 'Preferência', to: '/preferencia-cliente', marks: ['/preferencia-cliente'] },
  { label: 'Manutenção dos eans', to: '/manutencao-eans', adminOnly: true, marks: ['/manutencao-eans'] },
];

/** The one entry the header marks as the current section, or null (for example on /chat). */
export function currentMenuEntry(pathname: string, entries: readonly MenuEntry[] = HEADER_MENU): MenuEntry | null {
  let best: { entry: MenuEntry; length: number } | null = null;
  for (const entry of entries) {
    for (const prefix of entry.marks) {
      if (isUnder(pathname, [prefix]) && prefix.length > (best?.length ?? -1)) best = { entry, length: prefix.length };
    }
  }
  return best?.entry ?? null;
}

/** Paths only ROLE_ADMINISTRADOR may open; anyone else is sent home. */
export const ADMIN_PATHS = HEADER_MENU.filter((m) => m.adminOnly).map((m) => m.to);

/** The portal's twelve sections; those this app serves also open here when it runs on its own. */
export const PORTAL_SECTIONS: { label: string; to?: string }[] = [
  { label: 'Início', to: HOME_PATH },
  { label: 'Cotações', to: SEARCH_PATH },
  { label: 'Medicamentos' },
  { label: 'Negociações' },
  { label: 'Pedidos', to: '/OrdersShippedOrInvoiced' },
  { label: 'Condição Comercial' },
  { label: 'Promoções' },
  { label: 'Acordos de Compra' },
  { label: 'Produtos' },
  { label: 'Configurações', to: '/preferencia-cliente' },
  { label: 'Relatórios' },
  { label: 'Termo de adesão' },
];

export const CONTACT_PHONES: { city: string; phone: string }[] = [
  { city: 'São Paulo', phone: '(11) 3003-4560' },
  { city: 'Rio de Janeiro', phone: '(21) 3003-4560' },
  { city: 'Belo Horizonte', phone: '(31) 3003-4560' },
  { city: 'Curitiba', phone: '(41) 3003-4560' },
  { city: 'Porto Alegre', phone: '(51) 3003-4560' },
  { city: 'Recife', phone: '(81) 3003-4560' },
];

export const COMPANY_ADDRESS = 'Cotações e Pedidos Tecnologia Ltda. · Av. Paulista, 1578, 12º andar · Bela Vista · São Paulo - SP · CEP 01310-200';

export const BANNERS = {
  left: { image: '/banners/banner-esquerdo.svg', href: 'https://www.gov.br/anvisa/pt-br', alt: 'Anvisa: consulte registros e alertas de medicamentos' },
  right: { image: '/banners/banner-direito.svg', href: 'https://www.gov.br/saude/pt-br', alt: 'Ministério da Saúde: campanhas e notícias' },
} as const;
