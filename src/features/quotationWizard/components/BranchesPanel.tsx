import { useFormikContext } from 'formik';
import type { RegistrationDraft } from '../../../domain/quotationRegistration';
import { useAppSelector } from '../../../app/hooks';
import { selectBranches } from '../quotationWizardSelectors';

/** Panel Filiais: the buyer's branches (name and CNPJ) taking part. */
export function BranchesPanel() {
  const branches = useAppSelector(selectBranches);
  const { values, setFieldValue } = useFormikContext<RegistrationDraft>();
  const all = branches.length > 0 && branches.every((b) => values.filiais.includes(b.id));
  const toggle = (id: number): void => {
    void setFieldValue('filiais', values.filiais.includes(id) ? values.filiais.filter((f) => f !== id) : [...values.filiais, id]);
  };
  return (
    <section className="panel" aria-labelledby="wizard-branches">
      <h2 id="wizard-branches">Filiais</h2>
      {branches.length === 0 ? (
        <p>Nenhum dado encontrado.</p>
      ) : (
        <label className="checkbox-label wizard-all">
          <input type="checkbox" checked={all} onChange={() => void setFieldValue('filiais', all ? [] : branches.map((b) => b.id))} /> Selecionar todas as filiais
        </label>
      )}
      <ul className="wizard-branch-list">
        {branches.map((branch) => (
          <li key={branch.id}>
            <label className="checkbox-label">
              <input type="checkbox" checked={values.filiais.includes(branch.id)} onChange={() => toggle(branch.id)} />
              <span>
                {branch.nomeFantasia} <span className="wizard-hint">CNPJ {branch.cnpj}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </section>
  );
}
