import { useId, useMemo } from 'react';
import type { RespostaItemDto } from '../../../api/resumoRespostaDto';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { formatMoney, formatPercent } from '../../../shared/lib/format';
import { Modal } from '../../../shared/ui/Modal';
import { PagedTable, type TableColumn } from '../../../shared/ui/PagedTable';
import { ITEMS_PAGE_SIZE, itemsQueryChanged } from '../summaryDialogsSlice';
import { selectDialogs } from '../summarySelectors';

const COLUMNS: readonly TableColumn<RespostaItemDto>[] = [
  { key: 'ean', header: 'EAN / Código', sortKey: 'codBarras', className: 'details-table__code', render: (i) => (
    <>
      {i.codBarras}
      <br />
      <small>{i.codComprador}</small>
    </>
  ) },
  { key: 'produto', header: 'Produto / Fabricante', sortKey: 'descricaoProduto', className: 'details-table__product', render: (i) => (
    <span title={`${i.descricaoProduto} - ${i.descricaoFabricante}`}>
      {i.descricaoProduto}
      <br />
      <small>{i.descricaoFabricante}</small>
    </span>
  ) },
  { key: 'cotada', header: 'Qtd. cotada', sortKey: 'quantidadeCotada', className: 'details-table__number', render: (i) => i.quantidadeCotada },
  { key: 'quantidade', header: 'Qtd. respondida', sortKey: 'quantidade', className: 'details-table__number', render: (i) => i.quantidade },
  { key: 'embalagem', header: 'Embalagem / Mínimo', render: (i) => `${i.quantidadeEmbalagem} un. / ${i.quantidadeMinima || '-'}${i.quantidadeFixa ? ' (fixa)' : ''}` },
  { key: 'desconto', header: 'Desconto', sortKey: 'descontoInformado', className: 'details-table__number', render: (i) => formatPercent(i.descontoInformado) },
  { key: 'semST', header: 'Preço sem ST', sortKey: 'precoSemST', className: 'details-table__number', render: (i) => formatMoney(i.precoSemST) },
  { key: 'comST', header: 'Preço com ST', sortKey: 'precoComST', className: 'details-table__number', render: (i) => formatMoney(i.precoComST) },
];

/** Response details (spec 02 §3): the answer's terms and its items, 6 per page, sortable, searchable (1,000 ms debounce in the saga). */
export function ResponseDetailsModal({ onClose }: { onClose: () => void }) {
  const dispatch = useAppDispatch();
  const { details, loading, error } = useAppSelector(selectDialogs);
  const searchId = useId();
  const { header, items, total, query, itemsLoading } = details;
  const sort = useMemo(() => ({ key: query.sortKey, asc: query.asc }), [query.sortKey, query.asc]);

  return (
    <Modal title="Detalhes da resposta" onClose={onClose} width={1100}>
      {loading && <p role="status">Carregando…</p>}
      {error && <p role="alert">{error}</p>}
      {header && (
        <dl className="details-header">
          <div><dt>Fornecedor</dt><dd>{header.nomeFornecedor} - {header.nomeRepresentante}</dd></div>
          <div><dt>Filial</dt><dd>{header.nomeCliente} ({header.cnpjCliente})</dd></div>
          <div><dt>Prazo</dt><dd>{header.prazoTitulo}</dd></div>
          <div><dt>Faturamento mínimo</dt><dd>{formatMoney(header.faturamentoMinimo)}</dd></div>
          <div><dt>Itens respondidos</dt><dd>{header.qtdeItensRespondidos}</dd></div>
          <div><dt>Validade</dt><dd>{header.dataValidadeFormatada || '-'}</dd></div>
          {header.combo && <div><dt>Combo</dt><dd>Sim</dd></div>}
          {header.observacao && <div className="details-header__wide"><dt>Observação</dt><dd>{header.observacao}</dd></div>}
        </dl>
      )}
      <div className="form-field details-search">
        <label htmlFor={searchId}>Buscar produto</label>
        <input id={searchId} type="search" defaultValue={query.searchKey} placeholder="Nome, fabricante, EAN ou código" onChange={(e) => dispatch(itemsQueryChanged({ searchKey: e.target.value }))} />
      </div>
      <div className="response-items">
      <PagedTable
        caption="Itens da resposta"
        columns={COLUMNS}
        rows={items}
        getRowId={(i) => i.id}
        loading={itemsLoading && items.length === 0}
        total={total}
        page={query.page}
        size={ITEMS_PAGE_SIZE}
        sort={sort}
        onSortChange={(next) => dispatch(itemsQueryChanged({ sortKey: next.key, asc: next.asc }))}
        onSortClear={() => dispatch(itemsQueryChanged({ sortKey: '', asc: true }))}
        onPageChange={(page) => dispatch(itemsQueryChanged({ page }))}
      />
      </div>
    </Modal>
  );
}
