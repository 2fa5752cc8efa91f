/** The header menu (spec 01 §2.2) and the portal's sections in the footer, in the spec's words. */
export interface MenuEntry {
  label: string;
  to: string;
  adminOnly?: boolean;
}

export const HOME_PATH = '/cotacao';

export const HEADER_MENU: MenuEntry[] = [
  { label: 'Home', to: HOME_PATH },
  { label: 'Cotações', to: '/cotacao/filter' },
  // A manual order belongs to one quotation: the buyer picks it in the search (docs/decisions.md).
  { label: 'Pedido Manual', to: '/cotacao/filter' },
  { label: 'Configurar alertas', to: '/configuracoes-alerta', adminOnly: true },
  { label: 'Preferência SIC', to: '/preferencia-sic' },
  { label: 'Preferência', to: '/preferencia-cliente' },
  { label: 'Manutenção dos eans', to: '/manutencao-eans', adminOnly: true },
];

/** Paths only ROLE_ADMINISTRADOR may open; anyone else is sent home. */
export const ADMIN_PATHS = HEADER_MENU.filter((m) => m.adminOnly).map((m) => m.to);

/** The portal's twelve sections; those this app serves also open here when it runs on its own. */
export const PORTAL_SECTIONS: { label: string; to?: string }[] = [
  { label: 'Início', to: HOME_PATH },
  { label: 'Cotações', to: '/cotacao/filter' },
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
