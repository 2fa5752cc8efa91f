import { useAppSelector } from '../../../app/hooks';
import { formatInteger } from '../../../shared/lib/format';
import { selectImportReport, selectWizardItems } from '../quotationWizardSelectors';
import { importSummaryText, mergedLinesText } from '../wizardTexts';

/** 'Itens da cotação (n)': how many products the quotation has, where they came from, and the last file's report. */
export function ItemsSummaryPanel() {
  const items = useAppSelector(selectWizardItems);
  const importReport = useAppSelector(selectImportReport);
  const fromFile = items.filter((i) => i.origem === 'ARQUIVO').length;
  const units = items.reduce((sum, i) => sum + i.quantidade, 0);
  return (
    <section className="panel" aria-labelledby="wizard-items">
      <h2 id="wizard-items">Itens da cotação ({items.length})</h2>
      <dl className="wizard-summary">
        <dt>Produtos da busca</dt>
        <dd>{items.length - fromFile}</dd>
        <dt>Produtos do arquivo de falta</dt>
        <dd>{fromFile}</dd>
        <dt>Quantidade total</dt>
        <dd>{formatInteger(units)}</dd>
      </dl>
      {importReport && (
        <div className="wizard-report" role="status">
          <p>{importSummaryText(importReport)}</p>
          {importReport.somadas.length > 0 && (
            <ul aria-label="Linhas somadas">
              {importReport.somadas.map((merged) => (
                <li key={merged.ean}>{mergedLinesText(merged)}</li>
              ))}
            </ul>
          )}
          {importReport.ignoradas.length > 0 && (
            <table className="wizard-table">
              <caption>Linhas não utilizadas</caption>
              <thead>
                <tr>
                  <th scope="col">Linha</th>
                  <th scope="col">Conteúdo</th>
                  <th scope="col">Motivo</th>
                </tr>
              </thead>
              <tbody>
                {importReport.ignoradas.map((line, index) => (
                  <tr key={`${line.linha}-${index}`}>
                    <td>{line.linha || '—'}</td>
                    <td>{line.conteudo}</td>
                    <td>{line.motivo}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      )}
    </section>
  );
}
