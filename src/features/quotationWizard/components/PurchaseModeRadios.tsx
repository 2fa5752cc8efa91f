import type { ModoCompra } from '../../../api/cotacaoDto';
import { PURCHASE_MODES } from '../wizardTexts';

/** The two purchase modes as a radio group ('Compra por produto específico' / '… equivalência …'). */
export function PurchaseModeRadios({ legend, name, value, onChange }: { legend: string; name: string; value: ModoCompra; onChange: (mode: ModoCompra) => void }) {
  return (
    <fieldset className="wizard-radios">
      <legend>{legend}</legend>
      {PURCHASE_MODES.map((mode) => (
        <label key={mode.value} className="checkbox-label">
          <input type="radio" name={name} value={mode.value} checked={value === mode.value} onChange={() => onChange(mode.value)} />
          {mode.label}
        </label>
      ))}
    </fieldset>
  );
}
