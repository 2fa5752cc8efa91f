import { useMemo } from 'react';
import type { RespostaFilialDto } from '../../../api/resumoRespostaDto';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { truncateTitle } from '../../../domain/quotationTitle';
import { PagedTable, type TableColumn } from '../../../shared/ui/PagedTable';
import { answerIgnoreToggled, BRANCH_PAGE_SIZE, branchPageChanged, representativeIgnoreToggled, type Pair } from '../branchPanelsSlice';
import { dialogOpened, type SummaryDialog } from '../summaryDialogsSlice';
import { selectAddress, selectBranchPanel } from '../summarySelectors';
import { BRANCH_TITLE_MAX } from './supplierTexts';

/**
 * 'Visualizar respostas por filial' (spec 02 §2.1): ignore checkbox, name and CNPJ, payment term,
 * products answered, response status, details icon; and ignoring every answer of the representative.
 */
export function BranchTable({ pair, representative }: { pair: Pair; representative: string }) {
  const dispatch = useAppDispatch();
  const panel = useAppSelector((s) => selectBranchPanel(s, pair));
  const idCotacao = useAppSelector((s) => selectAddress(s)?.idCotacao ?? 0);
  const { idFornecedor, idRepresentante } = pair;

  const columns = useMemo((): TableColumn<RespostaFilialDto>[] => {
    const open = (dialog: SummaryDialog) => () => dispatch(dialogOpened(dialog));
    return [
      {
        key: 'ignorar',
        header: 'Ignorar',
        className: 'branch-table__check',
        render: (row) => (
          <input
            type="checkbox"
            aria-label={`Ignorar a resposta de ${row.nomeCliente}`}
            checked={row.respostasIgnorada}
            onChange={() => dispatch(answerIgnoreToggled({ idFornecedor, idRepresentante, idResposta: row.idResposta, ignorar: !row.respostasIgnorada }))}
          />
        ),
      },
      {
        key: 'filial',
        header: 'Filial',
        className: 'branch-table__name',
        render: (row) => (
          <span title={`${row.nomeCliente} - ${row.cnpjCliente}`}>
            {truncateTitle(row.nomeCliente, BRANCH_TITLE_MAX)}
            <br />
            <small>{row.cnpjCliente}</small>
          </span>
        ),
      },
      {
        key: 'prazo',
        header: 'Prazo de pagamento',
        render: (row) =>
          row.totalProdutosRespondidos > 0 ? (
            <button type="button" className="link-button" title="Alterar a condição de pagamento" onClick={open({ kind: 'payment', idResposta: row.idResposta, nomeCliente: row.nomeCliente, idFornecedor, idRepresentante })}>
              {row.prazoTitulo}
            </button>
          ) : (
            row.prazoTitulo
          ),
      },
      { key: 'produtos', header: 'Produtos respondidos', className: 'branch-table__number', render: (row) => row.totalProdutosRespondidos },
      {
        key: 'situacao',
        header: 'Situação da resposta',
        render: (row) => (
          <span className={`flag-text flag--${row.codigoMotivo}`}>
            <span className={`flag-dot flag-dot--${row.codigoMotivo}`} aria-hidden="true" />
            {row.motivo}
            {row.codigoMotivo === 'integration' && (
              <button type="button" className="link-button" onClick={open({ kind: 'integration', chave: { idCotacao, idCliente: row.idCliente, idFornecedor, idRepresentante }, nomeCliente: row.nomeCliente })}>
                Editar dados de integração
              </button>
            )}
          </span>
        ),
      },
      {
        key: 'detalhes',
        header: 'Detalhes',
        className: 'branch-table__icon',
        render: (row) =>
          row.totalProdutosRespondidos > 0 ? (
            <button type="button" className="btn btn--small" aria-label={`Ver itens da resposta de ${row.nomeCliente}`} title="Detalhes da resposta" onClick={open({ kind: 'details', idResposta: row.idResposta })}>
              Ver itens
            </button>
          ) : null,
      },
    ];
  }, [dispatch, idCotacao, idFornecedor, idRepresentante]);

  if (!panel) return null;
  return (
    <div className="branch-panel">
      <label className="branch-panel__all">
        <input type="checkbox" checked={panel.allIgnored} disabled={panel.total === 0} onChange={() => dispatch(representativeIgnoreToggled({ ...pair, ignorar: !panel.allIgnored }))} />
        Ignorar todas as respostas de {representative}
      </label>
      {panel.error && (
        <p className="summary-error" role="alert">
          {panel.error}
        </p>
      )}
      <PagedTable
        caption={`Respostas por filial de ${representative}`}
        columns={columns}
        rows={panel.rows}
        getRowId={(row) => row.idResposta}
        loading={panel.loading && panel.rows.length === 0}
        total={panel.total}
        page={panel.page}
        size={BRANCH_PAGE_SIZE}
        onPageChange={(page) => dispatch(branchPageChanged({ ...pair, page }))}
        emptyText="Nenhum dado encontrado."
      />
    </div>
  );
}
