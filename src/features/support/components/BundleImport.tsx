import type { ChangeEvent } from 'react';
import { readFileText } from '../../../shared/lib/fileContents';
import { formatTimestamp } from '../../../shared/lib/format';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { invalidBundleMessage } from '../bundleValidation';
import { bundleFileRead, bundleRejected, replayRequested, selectSupport } from '../supportSlice';

/** Import of a diagnostic file: the reason it was refused, or its summary and the way into the replay. */
export function BundleImport() {
  const dispatch = useAppDispatch();
  const { imported, importError } = useAppSelector(selectSupport);

  const onFile = async (event: ChangeEvent<HTMLInputElement>): Promise<void> => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      dispatch(bundleFileRead(await readFileText(file)));
    } catch {
      dispatch(bundleRejected(invalidBundleMessage('o arquivo não pôde ser lido')));
    }
  };

  return (
    <section aria-labelledby="support-import-title" className="support__section">
      <h2 id="support-import-title">Reproduzir um diagnóstico</h2>
      <label className="btn support__file">
        Importar diagnóstico
        <input type="file" accept=".json,application/json" className="visually-hidden" onChange={(event) => void onFile(event)} />
      </label>
      {importError && (
        <p role="alert" className="field-error">
          {importError}
        </p>
      )}
      {imported && (
        <div className="support__summary">
          <dl aria-label="Resumo do diagnóstico">
            <dt>Gerado em</dt>
            <dd>{formatTimestamp(imported.geradoEm)}</dd>
            <dt>Rota</dt>
            <dd>{imported.rota}</dd>
            <dt>Usuário</dt>
            <dd>{imported.usuario?.sub ?? 'nenhum'}</dd>
            <dt>Falhas</dt>
            <dd>{imported.falhas.length}</dd>
            <dt>Ações</dt>
            <dd>{imported.acoes.length}</dd>
            <dt>Respostas</dt>
            <dd>{imported.respostas.length}</dd>
          </dl>
          <button type="button" className="btn btn--primary" onClick={() => dispatch(replayRequested())}>
            Reproduzir tela
          </button>
        </div>
      )}
    </section>
  );
}
