import { SEE_UNANSWERED } from '../../../domain/unansweredProducts';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { orderGenerationRequested, quotationCommandRequested, type QuotationCommand } from '../../../shared/lib/appEvents';
import { selectAddress, selectButtons, selectImporting, selectManualOrderAllowed, selectOrdersTarget, selectSummary } from '../summarySelectors';
import { exportRequested, verifyRequested } from '../summarySlice';

/**
 * The summary's action bar (top and bottom, spec 02 §2.1): each button shows only when the
 * server's flag (GET getBotoes) allows it; manual order also needs C_GERA_PEDIDO_MANUAL.
 * The quotation commands and order generation are carried out by other features (appEvents).
 */
export function ActionBar({ position }: { position: 'topo' | 'rodapé' }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const address = useAppSelector(selectAddress);
  const flags = useAppSelector(selectButtons);
  const busy = useAppSelector((s) => selectSummary(s).busy);
  const importando = useAppSelector(selectImporting);
  const manualAllowed = useAppSelector(selectManualOrderAllowed);
  const ordersTarget = useAppSelector(selectOrdersTarget);
  if (!address || !flags) return null;
  const idCotacao = address.idCotacao;
  const command = (which: QuotationCommand) => () => dispatch(quotationCommandRequested({ idCotacao, command: which, importando }));
  // The SIC choice belongs to the automatic order's generation (docs/decisions.md "SIC in order generation").
  const sic = (manual: boolean) => (manual ? {} : { sic: flags.sicHabilitado, sicSempre: flags.sicSempre });
  const generate = (manual: boolean) => () => dispatch(orderGenerationRequested({ idCotacao, manual, ...sic(manual), pedidosExistentes: flags.verPedido }));

  return (
    <div className="summary-actions" role="group" aria-label={`Ações da cotação (${position})`}>
      {flags.exportarProdutos && (
        <button type="button" className="btn" disabled={busy.exporting} onClick={() => dispatch(exportRequested())}>
          Exportar Produtos
        </button>
      )}
      {flags.verificarRespostas && (
        <button type="button" className="btn" disabled={busy.verifying} onClick={() => dispatch(verifyRequested())}>
          {busy.verifying ? 'Verificando…' : 'Verificar Respostas'}
        </button>
      )}
      {flags.verNaoRespondidos && (
        <button type="button" className="btn" onClick={() => void navigate(`/produtos-nao-respondidos/${idCotacao}`)}>
          {SEE_UNANSWERED}
        </button>
      )}
      {flags.alterarVencimento && (
        <button type="button" className="btn" onClick={command('alterarVencimento')}>
          Alterar Vencimento
        </button>
      )}
      {flags.encerrarCotacao && (
        <button type="button" className="btn" onClick={command('encerrar')}>
          Encerrar Cotação
        </button>
      )}
      {flags.cancelarCotacao && (
        <button type="button" className="btn btn--danger" onClick={command('cancelar')}>
          Cancelar Cotação
        </button>
      )}
      {flags.iniciarPedido && manualAllowed && (
        <button type="button" className="btn" onClick={generate(true)}>
          Iniciar Pedido Manual
        </button>
      )}
      {flags.iniciarPedido && (
        <button type="button" className="btn btn--primary" onClick={generate(false)}>
          Iniciar Pedido Automático
        </button>
      )}
      {flags.verPedido && ordersTarget && (
        <button type="button" className="btn btn--primary" onClick={() => void navigate(ordersTarget)}>
          Ver Pedidos
        </button>
      )}
    </div>
  );
}
