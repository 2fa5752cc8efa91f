import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { dialogClosed } from '../summaryDialogsSlice';
import { selectDialogs } from '../summarySelectors';
import { FilterModal } from './FilterModal';
import { FlagDetailsModal } from './FlagDetailsModal';
import { IntegrationModal } from './IntegrationModal';
import { PaymentConditionModal } from './PaymentConditionModal';
import { ResponseDetailsModal } from './ResponseDetailsModal';

/** The summary's own dialogs, one at a time. */
export function SummaryDialogs({ onFilter }: { onFilter: (idFornecedor: number | null, idRepresentante: number | null) => void }) {
  const dispatch = useAppDispatch();
  const open = useAppSelector((s) => selectDialogs(s).open);
  const close = () => dispatch(dialogClosed());
  switch (open?.kind) {
    case 'filter':
      return <FilterModal onApply={onFilter} onClose={close} />;
    case 'flag':
      return <FlagDetailsModal title={open.title} onClose={close} />;
    case 'payment':
      return <PaymentConditionModal nomeCliente={open.nomeCliente} onClose={close} />;
    case 'details':
      return <ResponseDetailsModal onClose={close} />;
    case 'integration':
      return <IntegrationModal nomeCliente={open.nomeCliente} onClose={close} />;
    default:
      return null;
  }
}
