import { useId, useState, type FormEvent } from 'react';
import type { DadosIntegracaoDto } from '../../../api/resumoRespostaDto';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Modal } from '../../../shared/ui/Modal';
import { integrationSubmitted } from '../summaryDialogsSlice';
import { selectDialogs } from '../summarySelectors';

const FIELDS: { name: keyof DadosIntegracaoDto; label: string; type?: string }[] = [
  { name: 'usuarioLogin', label: 'Login' },
  { name: 'senha', label: 'Senha', type: 'password' },
  { name: 'codUsuario', label: 'Código do usuário' },
  { name: 'usuarioNome', label: 'Nome do usuário' },
  { name: 'codAux', label: 'Código auxiliar' },
];

/** Integration data of a representative at a branch (spec 02 §4.2): the result is 'Dados atualizados com sucesso' or 'Erro ao atualizar dados'. */
export function IntegrationModal({ nomeCliente, onClose }: { nomeCliente: string; onClose: () => void }) {
  const { integration, loading, error, result } = useAppSelector(selectDialogs);
  return (
    <Modal title={`Dados de integração - ${nomeCliente}`} onClose={onClose}>
      {loading && <p role="status">Carregando…</p>}
      {error && <p role="alert">{error}</p>}
      {result ? (
        <div className={`notice ${result.ok ? 'notice--success' : 'notice--error'}`} role="alert">
          <p>{result.message}</p>
          <button type="button" className="btn" onClick={onClose}>
            OK
          </button>
        </div>
      ) : (
        integration && <IntegrationForm initial={integration} onCancel={onClose} />
      )}
    </Modal>
  );
}

function IntegrationForm({ initial, onCancel }: { initial: DadosIntegracaoDto; onCancel: () => void }) {
  const dispatch = useAppDispatch();
  const saving = useAppSelector((s) => selectDialogs(s).saving);
  const [values, setValues] = useState(initial);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(integrationSubmitted(values));
  };
  return (
    <form onSubmit={submit} className="integration-form">
      {FIELDS.map((field) => (
        <div className="form-field" key={field.name}>
          <label htmlFor={`${id}-${field.name}`}>{field.label}</label>
          <input
            id={`${id}-${field.name}`}
            type={field.type ?? 'text'}
            autoComplete={field.type === 'password' ? 'new-password' : 'off'}
            required={field.name === 'usuarioLogin'}
            value={values[field.name]}
            onChange={(e) => setValues({ ...values, [field.name]: e.target.value })}
          />
        </div>
      ))}
      <div className="modal-actions">
        <button type="button" className="btn" onClick={onCancel}>
          Cancelar
        </button>
        <button type="submit" className="btn btn--primary" disabled={saving}>
          Salvar
        </button>
      </div>
    </form>
  );
}
