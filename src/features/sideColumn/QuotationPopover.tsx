import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { quotationLink, quotationStatusLabel, summaryPath } from '../../domain/quotationStatus';
import { parentRequested } from '../../shared/lib/appEvents';
import { formatDateTime, formatInteger } from '../../shared/lib/format';
import { isFramed } from '../../shared/lib/frame';
import { selectQuotationCard } from './sideColumnSlice';

interface QuotationPopoverProps {
  id: number;
  domId: string;
  onEnter: () => void;
  onLeave: () => void;
}

/** Spec 01 §2.3: due date, status, branches (only above 0), products, responses, and 'Ver'. */
export function QuotationPopover({ id, domId, onEnter, onLeave }: QuotationPopoverProps) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const card = useAppSelector((s) => selectQuotationCard(s, id));
  const data = card?.data;

  const open = (): void => {
    dispatch(parentRequested({ action: 'verCotacao', idCotacao: id }));
    // Standalone: the same address as the quotation lists; a cancelled one opens its summary.
    if (!isFramed() && data) navigate(quotationLink(id, data.situacao) ?? summaryPath(id));
  };

  return (
    <div id={domId} className="quotation-popover" role="group" aria-label={data ? `Cotação ${data.titulo}` : 'Cotação'} onMouseEnter={onEnter} onMouseLeave={onLeave} onFocus={onEnter} onBlur={onLeave}>
      {!card && <p role="status">Carregando…</p>}
      {card && !data && <p role="status">Não foi possível carregar os dados da cotação.</p>}
      {data && (
        <>
          <dl>
            <dt>Vencimento</dt>
            <dd>{formatDateTime(data.dataVencimento)}</dd>
            <dt>Situação</dt>
            <dd>{quotationStatusLabel(data.situacao)}</dd>
            {data.numFiliais > 0 && (
              <>
                <dt>Filiais</dt>
                <dd>{formatInteger(data.numFiliais)}</dd>
              </>
            )}
            <dt>Produtos</dt>
            <dd>{formatInteger(data.numProdutos)}</dd>
            <dt>Respostas</dt>
            <dd>{formatInteger(data.qtdRespostas)}</dd>
          </dl>
          <button type="button" className="btn btn--primary" onClick={open}>
            Ver
          </button>
        </>
      )}
    </div>
  );
}
