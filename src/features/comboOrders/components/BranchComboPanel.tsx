import type { FilialComboDto } from '../../../api/comboDto';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { COMBOS_PER_BRANCH } from '../../../domain/comboQuantity';
import { formatInteger } from '../../../shared/lib/format';
import { Pager } from '../../../shared/ui/Pager';
import { selectComboOrders } from '../comboOrdersSelectors';
import { comboListRequested } from '../comboOrdersSlice';
import { LOADING, NO_COMBO_IN_BRANCH } from '../comboTexts';
import { ComboPanel } from './ComboPanel';
import { CutName } from './CutName';

/** One branch (spec 03 §2.5): its suppliers' combos, 10 per page (spec 03 §9). */
export function BranchComboPanel({ branch, visible }: { branch: FilialComboDto; visible: readonly string[] }) {
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectComboOrders).combosByBranch[branch.idCliente];
  const headingId = `combo-branch-${branch.idCliente}`;
  return (
    <section className="combo-branch" aria-labelledby={headingId}>
      <header className="combo-branch__header">
        <h2 id={headingId}>
          <CutName text={branch.nomeFantasiaCliente} />
        </h2>
        <span className="combo-branch__muted">CNPJ {branch.cnpjCliente}</span>
        <span className="combo-branch__muted">{formatInteger(branch.quantidadeCombos)} combo(s)</span>
      </header>
      {!list || (list.loading && list.rows.length === 0) ? (
        <p role="status">{LOADING}</p>
      ) : list.error ? (
        <p className="notice notice--error" role="alert">
          {list.error}
        </p>
      ) : list.rows.length === 0 ? (
        <p className="combo-branch__empty">{NO_COMBO_IN_BRANCH}</p>
      ) : (
        <>
          {list.rows.map((combo) => (
            <ComboPanel key={combo.idRespostaCliente} combo={combo} visible={visible} />
          ))}
          <Pager
            total={list.total}
            page={list.page}
            size={COMBOS_PER_BRANCH}
            minTotal={COMBOS_PER_BRANCH}
            onPageChange={(page) => dispatch(comboListRequested({ idCliente: branch.idCliente, page }))}
          />
        </>
      )}
    </section>
  );
}
