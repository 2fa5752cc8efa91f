import { useId } from 'react';

export interface Choice {
  value: string;
  label: string;
}

/** A group of checkboxes of the order filter (suppliers, branches, product situations), scrolling when long, with the count chosen. */
export function FilterChoices({ legend, choices, chosen, onChange, loading }: { legend: string; choices: readonly Choice[]; chosen: readonly string[]; onChange: (next: string[]) => void; loading: boolean }) {
  const id = useId();
  const toggle = (value: string, on: boolean) => onChange(on ? [...chosen, value] : chosen.filter((v) => v !== value));
  return (
    <fieldset className="review-filter__choices" aria-describedby={`${id}-count`}>
      <legend>{legend}</legend>
      <p id={`${id}-count`} className="review-filter__count">
        {loading ? 'Carregando...' : chosen.length === 0 ? 'Todos' : `${chosen.length} selecionado(s)`}
      </p>
      <ul className="review-filter__list">
        {choices.map((choice) => (
          <li key={choice.value}>
            <label className="review-filter__check" title={choice.label}>
              <input type="checkbox" checked={chosen.includes(choice.value)} onChange={(event) => toggle(choice.value, event.target.checked)} />
              <span className="review-filter__choice">{choice.label}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
