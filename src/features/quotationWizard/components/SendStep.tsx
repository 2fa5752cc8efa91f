import { useId, useMemo, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { parseRepresentativeKey } from '../../../domain/quotationRegistration';
import { representativeSelectors, supplierSelectors } from '../../../entities/entitiesSelectors';
import { selectBranches, selectPurchaseMode, selectRegistrationDraft, selectShortageMode, selectWizardItems } from '../quotationWizardSelectors';
import { wizardActions } from '../quotationWizardSlice';
import { DELIVERY_TYPES, PAYMENT_CONDITIONS, purchaseModeLabel } from '../wizardTexts';
import { ItemsTable } from './ItemsTable';
import { StepButtons } from './StepButtons';

function GeneralData() {
  const registration = useAppSelector(selectRegistrationDraft);
  const buscaDeProduto = useAppSelector(selectPurchaseMode);
  const arquivosDeFalta = useAppSelector(selectShortageMode);
  const branches = useAppSelector(selectBranches);
  if (!registration) return null;
  const chosen = branches.filter((b) => registration.filiais.includes(b.id));
  return (
    <section className="panel" aria-labelledby="wizard-general">
      <h2 id="wizard-general">Dados Gerais</h2>
      <dl className="wizard-summary">
        <dt>Título</dt>
        <dd>{registration.titulo}</dd>
        <dt>Vencimento</dt>
        <dd>
          {registration.vencimento} às {registration.hora}
        </dd>
        <dt>Condição de pagamento</dt>
        <dd>{PAYMENT_CONDITIONS.find((c) => c.value === registration.condicaoPagamento)?.label}</dd>
        <dt>Tipo de entrega</dt>
        <dd>{DELIVERY_TYPES.find((t) => t.value === registration.tipoEntrega)?.label}</dd>
        <dt>Busca de produto</dt>
        <dd>{purchaseModeLabel(buscaDeProduto)}</dd>
        <dt>Arquivo de falta</dt>
        <dd>{purchaseModeLabel(arquivosDeFalta)}</dd>
        <dt>Filiais ({chosen.length})</dt>
        <dd>{chosen.map((b) => b.nomeFantasia).join(', ')}</dd>
        {registration.observacoes && (
          <>
            <dt>Observações</dt>
            <dd>{registration.observacoes}</dd>
          </>
        )}
      </dl>
    </section>
  );
}

function Suppliers() {
  const keys = useAppSelector((s) => selectRegistrationDraft(s)?.representantes);
  const suppliers = useAppSelector(supplierSelectors.selectEntities);
  const reps = useAppSelector(representativeSelectors.selectEntities);
  const rows = (keys ?? []).map(parseRepresentativeKey);
  return (
    <section className="panel" aria-labelledby="wizard-send-suppliers">
      <h2 id="wizard-send-suppliers">Fornecedores</h2>
      <table className="wizard-table">
        <caption className="visually-hidden">Fornecedores e representantes da cotação</caption>
        <thead>
          <tr>
            <th scope="col">Fornecedor</th>
            <th scope="col">Representante</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.idFornecedor}:${row.idRepresentante}`}>
              <td>{suppliers[row.idFornecedor]?.nomeFantasia}</td>
              <td>{reps[row.idRepresentante]?.nome}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** Step 3 '3. enviar cotação': the summary, then 'Enviar Cotação' (after the due-date confirmation). */
export function SendStep() {
  const dispatch = useAppDispatch();
  const id = useId();
  const items = useAppSelector(selectWizardItems);
  const [text, setText] = useState('');
  const filtered = useMemo(() => {
    const needle = text.trim().toLowerCase();
    return needle ? items.filter((i) => `${i.ean} ${i.descricao} ${i.apresentacao} ${i.fabricante}`.toLowerCase().includes(needle)) : items;
  }, [items, text]);
  return (
    <>
      <GeneralData />
      <Suppliers />
      <section className="panel" aria-labelledby="wizard-send-search">
        <h2 id="wizard-send-search">Busca de Produtos adicionados</h2>
        <label htmlFor={`${id}-filtro`}>Filtrar produtos adicionados</label>
        <input id={`${id}-filtro`} type="search" value={text} onChange={(e) => setText(e.target.value)} />
      </section>
      <section className="panel" aria-labelledby="wizard-send-items">
        <h2 id="wizard-send-items">Produtos adicionados ({filtered.length})</h2>
        <ItemsTable caption="Produtos adicionados" items={filtered} />
      </section>
      <StepButtons>
        <button type="button" className="btn btn--primary" onClick={() => dispatch(wizardActions.sendRequested())}>
          Enviar Cotação
        </button>
      </StepButtons>
    </>
  );
}
