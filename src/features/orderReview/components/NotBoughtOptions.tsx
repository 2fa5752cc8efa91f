import { useId } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { NOT_BOUGHT_SITUATIONS } from '../../../domain/notBought';
import { TruncatedText } from '../../../shared/ui/TruncatedText';
import { selectNotBoughtChecked, selectNotBoughtDraft, selectNotBoughtOptions } from '../notBoughtSelectors';
import { notBoughtActions } from '../notBoughtSlice';
import { BRANCHES_PANEL, SITUATIONS_PANEL, SUPPLIERS_PANEL, SWITCH_ALL } from '../notBoughtTexts';

interface OptionPanelProps {
  title: string;
  options: readonly { value: string; label: string }[];
  checked: ReadonlySet<string>;
  onToggle: (value: string) => void;
  onSwitch: (on: boolean) => void;
}

/** A panel of checkboxes with an on/off switch: on checks every option, off clears them. */
function OptionPanel({ title, options, checked, onToggle, onSwitch }: OptionPanelProps) {
  const titleId = useId();
  const allOn = options.length > 0 && options.every((option) => checked.has(option.value));
  return (
    <section className="not-bought__panel" aria-labelledby={titleId}>
      <header className="not-bought__panel-head">
        <h3 id={titleId}>
          {title} <span className="not-bought__count">({checked.size}/{options.length})</span>
        </h3>
        <button type="button" role="switch" aria-checked={allOn} aria-label={`${SWITCH_ALL}: ${title}`} className="not-bought__switch" onClick={() => onSwitch(!allOn)}>
          <span className="not-bought__switch-track" aria-hidden="true" />
          {SWITCH_ALL}
        </button>
      </header>
      <ul className="not-bought__options">
        {options.map((option) => (
          <li key={option.value}>
            <label className="not-bought__option">
              <input type="checkbox" checked={checked.has(option.value)} onChange={() => onToggle(option.value)} />
              <TruncatedText text={option.label} />
            </label>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The supplier and branch panels and the six situations (spec 03 §2.6, §3.4). */
export function NotBoughtOptions() {
  const dispatch = useAppDispatch();
  const { suppliers, branches } = useAppSelector(selectNotBoughtOptions);
  const checked = useAppSelector(selectNotBoughtChecked);
  const draft = useAppSelector(selectNotBoughtDraft);
  if (!draft) return null;
  return (
    <div className="not-bought__filter">
      <OptionPanel
        title={SUPPLIERS_PANEL}
        options={suppliers.map((s) => ({ value: s.cnpj, label: s.nomeFantasia }))}
        checked={checked.suppliers}
        onToggle={(cnpj) => dispatch(notBoughtActions.supplierToggled(cnpj))}
        onSwitch={(on) => dispatch(notBoughtActions.allSuppliersSwitched(on))}
      />
      <OptionPanel
        title={BRANCHES_PANEL}
        options={branches.map((b) => ({ value: b.cnpjCliente, label: b.nomefantasiaCliente }))}
        checked={checked.branches}
        onToggle={(cnpj) => dispatch(notBoughtActions.branchToggled(cnpj))}
        onSwitch={(on) => dispatch(notBoughtActions.allBranchesSwitched(on))}
      />
      <fieldset className="not-bought__situations">
        <legend>{SITUATIONS_PANEL}</legend>
        {NOT_BOUGHT_SITUATIONS.map(({ key, status, label }) => (
          <label key={key} className="not-bought__option">
            <input type="checkbox" checked={draft[key]} onChange={() => dispatch(notBoughtActions.situationToggled(key))} />
            <span>
              {label} <span className="not-bought__code">({status})</span>
            </span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}
