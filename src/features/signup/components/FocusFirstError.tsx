import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';

/**
 * After a refused 'Próximo' or 'Finalizar', the first field in error takes the focus (and scrolls
 * into view): on a phone the buyer presses the button far below the field that stops them.
 */
export function FocusFirstError({ within }: { within: string }) {
  const { submitCount, isSubmitting, isValid } = useFormikContext();
  const handled = useRef(0);
  useEffect(() => {
    if (isSubmitting || isValid || submitCount === handled.current) return;
    handled.current = submitCount;
    document.querySelector<HTMLElement>(`${within} [aria-invalid="true"]`)?.focus();
  }, [submitCount, isSubmitting, isValid, within]);
  return null;
}
