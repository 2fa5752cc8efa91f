import { useAppSelector } from '../../../app/hooks';
import { truncateTitle } from '../../../domain/quotationTitle';
import { selectSummary } from '../summarySelectors';

/** Branch accordion labels are cut at 108 characters (spec 02 §2.1), the whole name in the tooltip. */
export const BRANCH_ACCORDION_MAX = 108;

/** The quotation's branches (getClientes), folded by default. */
export function BranchesList() {
  const branches = useAppSelector((s) => selectSummary(s).branches);
  if (branches.length === 0) return null;
  return (
    <details className="summary-branches">
      <summary>Filiais da cotação ({branches.length})</summary>
      <ul>
        {branches.map((branch) => {
          const label = `${branch.nomeFantasia} - ${branch.cnpj}`;
          return (
            <li key={branch.id} title={label}>
              {truncateTitle(label, BRANCH_ACCORDION_MAX)}
            </li>
          );
        })}
      </ul>
    </details>
  );
}
