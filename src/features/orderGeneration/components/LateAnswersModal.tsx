import type { RespostaAtrasadaDto } from '../../../api/pedidoDto';
import { formatDateTime } from '../../../shared/lib/format';
import { Modal } from '../../../shared/ui/Modal';
import { TruncatedText } from '../../../shared/ui/TruncatedText';
import { TEXTS } from '../orderGenerationTexts';
import './LateAnswersModal.css';

interface Props {
  rows: RespostaAtrasadaDto[];
  chosen: number[];
  onToggle: (idResposta: number) => void;
  onToggleAll: () => void;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Late answers (spec 02 §4.2): the branches with answers that arrived after the due date, all checked at first. */
export function LateAnswersModal({ rows, chosen, onToggle, onToggleAll, onConfirm, onCancel }: Props) {
  const all = chosen.length === rows.length;
  return (
    <Modal
      title={TEXTS.lateTitle}
      onClose={onCancel}
      width={760}
      footer={
        <>
          <button type="button" className="btn" onClick={onCancel}>
            {TEXTS.lateCancel}
          </button>
          <button type="button" className="btn btn--primary" onClick={onConfirm}>
            {TEXTS.lateConfirm}
          </button>
        </>
      }
    >
      <p>{TEXTS.lateIntro}</p>
      <div className="late-answers__scroll">
        <table className="late-answers">
          <caption className="visually-hidden">{TEXTS.lateTitle}</caption>
          <thead>
            <tr>
              <th scope="col" className="late-answers__check">
                <input type="checkbox" aria-label={TEXTS.lateAll} checked={all} onChange={onToggleAll} />
              </th>
              <th scope="col">Filial</th>
              <th scope="col">Fornecedor / Representante</th>
              <th scope="col" className="late-answers__date">
                Recebida em
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const branch = `${row.cnpjCliente} - ${row.nomeCliente}`;
              return (
                <tr key={row.idResposta}>
                  <td className="late-answers__check">
                    <input
                      type="checkbox"
                      aria-label={`${branch}: ${row.nomeFornecedor}`}
                      checked={chosen.includes(row.idResposta)}
                      onChange={() => onToggle(row.idResposta)}
                    />
                  </td>
                  <td>
                    <TruncatedText text={branch} />
                  </td>
                  <td>
                    <TruncatedText text={`${row.nomeFornecedor} / ${row.nomeRepresentante}`} />
                  </td>
                  <td className="late-answers__date">{row.dataEnvio ? formatDateTime(row.dataEnvio) : '—'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </Modal>
  );
}
