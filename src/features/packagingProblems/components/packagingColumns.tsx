import type { ReactNode } from 'react';
import type { ItemEmbalagemDto } from '../../../api/pedidoAutomaticoEmbalagemDto';
import { PACKAGING_NAME_LIMIT } from '../../../domain/packagingQuantity';
import { truncateTitle } from '../../../domain/quotationTitle';
import { formatInteger, formatMoney, formatPercent } from '../../../shared/lib/format';
import type { TableColumn } from '../../../shared/ui/PagedTable';
import { AdjustedQuantityInput, PackCounter } from './AdjustedQuantityInput';
import { cellKindClass } from '../../../shared/grid/columnKinds';
import { ProductName } from '../../../shared/grid/ProductName';

/** A supplier or branch name cut at 35 characters (spec 03 §9; narrower cells cut it sooner), the whole name as its tooltip. */
function Name({ text, className = 'packaging-table__line' }: { text: string; className?: string }) {
  return (
    <span className={className} title={text}>
      {truncateTitle(text, PACKAGING_NAME_LIMIT)}
    </span>
  );
}

function Muted({ children }: { children: ReactNode }) {
  return <span className="packaging-table__line packaging-table__muted">{children}</span>;
}

function ruleText(row: ItemEmbalagemDto): string {
  if (row.quantidadeFixa && row.quantidadeMinima > 0) return `Fixa: ${formatInteger(row.quantidadeMinima)}`;
  return row.quantidadeMinima > 0 ? `Mín.: ${formatInteger(row.quantidadeMinima)}` : 'Sem mín.';
}

/** The adjustment table's columns (spec 03 §3.2): two lines per cell so the 1330 px screen holds them without scrolling sideways. */
export const PACKAGING_COLUMNS: readonly TableColumn<ItemEmbalagemDto>[] = [
  {
    key: 'produto',
    header: 'Produto',
    className: 'packaging-table__product',
    render: (row) => (
      <>
        <ProductName name={row.produto} />
        <Muted>
          <abbr title={row.tipoProduto === 'LIBERADO' ? 'Liberado' : 'Monitorado'}>{row.tipoProduto === 'LIBERADO' ? 'L' : 'M'}</abbr> · <span className={cellKindClass('ean')}>{row.ean}</span> · {row.codigo}
          {row.codigoSubstituto ? ` · Subst. ${row.codigoSubstituto}` : ''}
        </Muted>
        <Name text={row.fabricante} className="packaging-table__line packaging-table__muted" />
      </>
    ),
  },
  {
    key: 'fornecedor',
    header: 'Fornecedor / Filial',
    className: 'packaging-table__names',
    render: (row) => (
      <>
        <Name text={row.fornecedor} />
        <Name text={row.representante} className="packaging-table__line packaging-table__muted" />
        <Name text={row.cliente} />
      </>
    ),
  },
  {
    key: 'cotada',
    header: 'Cotada / Resp.',
    className: 'packaging-table__number',
    render: (row) => (
      <>
        <span className="packaging-table__line">{formatInteger(row.quantidadeCotada)}</span>
        <Muted>{formatInteger(row.quantidadeRespondida)}</Muted>
      </>
    ),
  },
  {
    key: 'pedida',
    header: 'Pedida',
    className: 'packaging-table__number',
    render: (row) => (
      <>
        <span className="packaging-table__line packaging-table__problem">{formatInteger(row.quantidade)}</span>
        <Muted>{formatPercent(row.porcentagemAjustada)}</Muted>
      </>
    ),
  },
  {
    key: 'embalagem',
    header: 'Embalagem',
    className: 'packaging-table__number',
    render: (row) => (
      <>
        <span className="packaging-table__line">{formatInteger(row.quantidadeEmbalagem)} un</span>
        <Muted>{ruleText(row)}</Muted>
      </>
    ),
  },
  {
    key: 'valor',
    header: 'Unit. / Ref. / Hist.',
    className: 'packaging-table__money',
    render: (row) => (
      <>
        <span className={`packaging-table__line ${cellKindClass('money')}`}>{formatMoney(row.valorUnitario)}</span>
        <Muted>
          <span className={cellKindClass('money')}>{formatMoney(row.valorReferencia)}</span>
        </Muted>
        <Muted>
          <span className={cellKindClass('money')}>{formatMoney(row.historico)}</span>
        </Muted>
      </>
    ),
  },
  {
    key: 'desconto',
    header: 'Desc.',
    className: 'packaging-table__number',
    render: (row) => formatPercent(row.descontoInformado),
  },
  {
    key: 'ajustada',
    header: 'Qtd. ajustada',
    className: 'packaging-table__adjusted',
    render: (row) => <AdjustedQuantityInput row={row} />,
  },
  {
    key: 'contador',
    header: 'Embalagens',
    className: 'packaging-table__number',
    render: (row) => <PackCounter row={row} />,
  },
];
