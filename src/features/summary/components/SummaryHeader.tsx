import { useAppSelector } from '../../../app/hooks';
import { QuotationHeader } from '../../../widgets/QuotationHeader';
import { Stepper } from '../../../widgets/Stepper';
import { selectHeader, selectSummarySteps } from '../summarySelectors';

/** Header and stepper of the summary (step 0, spec 03 §2.2). */
export function SummaryHeader() {
  const header = useAppSelector(selectHeader);
  const steps = useAppSelector(selectSummarySteps);
  if (!header) return null;
  return (
    <>
      <QuotationHeader {...header} />
      <Stepper steps={steps} current={0} />
    </>
  );
}
