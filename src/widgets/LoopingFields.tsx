import { useId, type KeyboardEvent } from 'react';
import { limiterLabel, LIMITER_MAX } from '../domain/orderStatus';
import { LimiterHelpButton } from './LimiterHelpModal';
import { MaskedInput } from '../shared/ui/MaskedInput';
import '../shared/ui/DialogForm.css';
import './LoopingFields.css';

/** The looping settings (spec 03 §3.4 "Looping data", §5 "Looping form"). */
export interface LoopingValues {
  horarioLimite: string;
  percentualPrecoMax: number;
  considerarMinimo: boolean;
}

/** The looping settings in words, as a conflict shows them (docs/api.md "Versioned writes"): 'até 21:00, limitador 10 %, considera o faturamento mínimo'. */
export const loopingInWords = (values: LoopingValues): string =>
  `até ${values.horarioLimite}, limitador ${limiterLabel(values.percentualPrecoMax)}, ${values.considerarMinimo ? 'considera' : 'não considera'} o faturamento mínimo`;

export const LOOPING_FIELD_TEXTS = {
  horarioLimite: 'Horário limite *',
  limitador: 'Limitador de preço',
  limitadorHint: 'Quanto acima do melhor preço o looping pode comprar (Max. = sem limite).',
  considerarMinimo: 'Considerar faturamento mínimo',
} as const;

interface Props {
  values: LoopingValues;
  /** The time limit's problem to show, if any. */
  timeError?: string | null;
  disabled: boolean;
  onTime: (value: string) => void;
  /** The time was left (blur) or confirmed with Enter. */
  onTimeCommit?: () => void;
  onLimiter: (value: number) => void;
  onMinimum: (value: boolean) => void;
}

/**
 * The looping form's fields, shared by the send dialog and the order preferences: the time limit
 * (hh:mm), the price limiter 0–301 shown as 'N %' or 'Max.' with its help beside it, and
 * 'Considerar faturamento mínimo'. Each owner keeps the values and decides when to save.
 */
export function LoopingFields({ values, timeError, disabled, onTime, onTimeCommit, onLimiter, onMinimum }: Props) {
  const id = useId();
  const onTimeKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') onTimeCommit?.();
  };
  return (
    <div className="dialog-form__row looping-fields">
      <div className="dialog-form__field">
        <label htmlFor={`${id}-hora`}>{LOOPING_FIELD_TEXTS.horarioLimite}</label>
        <MaskedInput
          id={`${id}-hora`}
          mask="00:00"
          placeholder="hh:mm"
          inputMode="numeric"
          value={values.horarioLimite}
          onChange={onTime}
          onBlur={onTimeCommit}
          onKeyDown={onTimeKey}
          disabled={disabled}
          aria-invalid={Boolean(timeError) || undefined}
          aria-describedby={`${id}-hora-erro`}
        />
        {timeError ? (
          <p id={`${id}-hora-erro`} className="dialog-form__error" role="alert">
            {timeError}
          </p>
        ) : null}
      </div>
      <div className="dialog-form__field">
        <span className="looping-fields__limiter-label">
          <label htmlFor={`${id}-limite`}>
            {LOOPING_FIELD_TEXTS.limitador}: <output htmlFor={`${id}-limite`}>{limiterLabel(values.percentualPrecoMax)}</output>
          </label>
          <LimiterHelpButton />
        </span>
        <input
          id={`${id}-limite`}
          type="range"
          min={0}
          max={LIMITER_MAX}
          step={1}
          value={values.percentualPrecoMax}
          aria-valuetext={limiterLabel(values.percentualPrecoMax)}
          aria-describedby={`${id}-limite-dica`}
          disabled={disabled}
          onChange={(event) => onLimiter(Number(event.target.value))}
        />
        <span id={`${id}-limite-dica`} className="dialog-form__hint">
          {LOOPING_FIELD_TEXTS.limitadorHint}
        </span>
      </div>
      <label className="looping-fields__check">
        <input type="checkbox" checked={values.considerarMinimo} disabled={disabled} onChange={(event) => onMinimum(event.target.checked)} /> {LOOPING_FIELD_TEXTS.considerarMinimo}
      </label>
    </div>
  );
}
