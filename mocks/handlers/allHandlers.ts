import { configuracaoHandlers } from './configuracaoHandlers';
import { controlHandlers } from './controlHandlers';
import { cspReportHandlers } from './cspReportHandlers';
import { xssControlHandlers } from './xssControlHandlers';
import { cotacaoCadastroHandlers } from './cotacaoCadastroHandlers';
import { cotacaoHandlers } from './cotacaoHandlers';
import { cotacaoSimulationHandlers } from './cotacaoSimulationHandlers';
import type { HttpHandler } from 'msw';
import { commitThrough, faultHandlers } from './faultHandlers';
import { saveReceiptHandlers } from './saveReceiptHandlers';
import { lateralHandlers } from './lateralHandlers';
import { docStoreHandlers } from './docStoreHandlers';
import { loginHandlers } from './loginHandlers';
import { pedidoHandlers } from './pedidoHandlers';
import { pedidoAutomaticoHandlers } from './pedidoAutomaticoHandlers';
import { pedidoAutomaticoSelectionHandlers } from './pedidoAutomaticoSelectionHandlers';
import { pedidoAutomaticoAnswersHandlers } from './pedidoAutomaticoAnswersHandlers';
import { pedidoAutomaticoChangesHandlers } from './pedidoAutomaticoChangesHandlers';
import { pedidoAutomaticoConfirmHandlers } from './pedidoAutomaticoConfirmHandlers';
import { pedidoAutomaticoMassEditHandlers } from './pedidoAutomaticoMassEditHandlers';
import { pedidoAutomaticoOportunidadeHandlers } from './pedidoAutomaticoOportunidadeHandlers';
import { envioPedidoHandlers } from './envioPedidoHandlers';
import { envioPedidoPreviaHandlers } from './envioPedidoPreviaHandlers';
import { revisaoEnvioHandlers } from './revisaoEnvioHandlers';
import { revisaoEnvioExportHandlers } from './revisaoEnvioExportHandlers';
import { naoCompradosHandlers } from './naoCompradosHandlers';
import { revisaoEnvioItemHandlers } from './revisaoEnvioItemHandlers';
import { produtoHandlers } from './produtoHandlers';
import { resumoRespostaHandlers } from './resumoRespostaHandlers';
import { quotationCommandHandlers } from './quotationCommandHandlers';
import { unansweredProductsHandlers } from './unansweredProductsHandlers';
import { resumoRespostaSummaryHandlers } from './resumoRespostaSummaryHandlers';
import { usuarioHandlers } from './usuarioHandlers';
import { pagamentoPedidoHandlers } from './pagamentoPedidoHandlers';
import { configUsuarioHandlers } from './configUsuarioHandlers';
import { pedidoManualHandlers } from './pedidoManualHandlers';
import { pedidoManualPageHandlers } from './pedidoManualPageHandlers';
import { pedidoManualCommandHandlers } from './pedidoManualCommandHandlers';
import { pedidoManualExcluidosHandlers } from './pedidoManualExcluidosHandlers';
import { pedidoManualInsertHandlers } from './pedidoManualInsertHandlers';
import { cadastroHandlers } from './cadastroHandlers';
import { embalagemHandlers } from './embalagemHandlers';
import { comboHandlers } from './comboHandlers';
import { pedidosEnviadosHandlers } from './pedidosEnviadosHandlers';
import { desempateHandlers } from './desempateHandlers';
import { avisoHandlers } from './avisoHandlers';
import { produtoEanHandlers } from './produtoEanHandlers';
import { tieControlHandlers } from './tieControlHandlers';

/** The one handler list: Jest (msw/node), the dev server and the standalone mock API all use it. Faults first. */
export const handlers: HttpHandler[] = [
  ...faultHandlers,
  ...saveReceiptHandlers((): readonly HttpHandler[] => handlers),
  ...cotacaoSimulationHandlers,
  ...controlHandlers,
  ...cspReportHandlers,
  ...xssControlHandlers,
  ...loginHandlers,
  ...configuracaoHandlers,
  ...cotacaoHandlers,
  ...cotacaoCadastroHandlers,
  ...produtoHandlers,
  ...resumoRespostaHandlers,
  ...quotationCommandHandlers,
  ...unansweredProductsHandlers,
  ...resumoRespostaSummaryHandlers,
  ...usuarioHandlers,
  ...lateralHandlers,
  ...docStoreHandlers,
  ...pedidoHandlers,
  ...pedidoAutomaticoHandlers,
  ...pedidoAutomaticoSelectionHandlers,
  ...pedidoAutomaticoAnswersHandlers,
  ...pedidoAutomaticoChangesHandlers,
  ...pedidoAutomaticoConfirmHandlers,
  ...pedidoAutomaticoMassEditHandlers,
  ...envioPedidoHandlers,
  ...envioPedidoPreviaHandlers,
  ...revisaoEnvioHandlers,
  ...revisaoEnvioExportHandlers,
  ...pagamentoPedidoHandlers,
  ...configUsuarioHandlers,
  ...naoCompradosHandlers,
  ...revisaoEnvioItemHandlers,
  ...pedidoManualInsertHandlers,
  ...pedidoManualCommandHandlers,
  ...pedidoManualExcluidosHandlers,
  ...pedidoManualPageHandlers,
  ...pedidoManualHandlers,
  ...pedidoAutomaticoOportunidadeHandlers,
  ...cadastroHandlers,
  ...embalagemHandlers,
  ...comboHandlers,
  ...pedidosEnviadosHandlers,
  ...desempateHandlers,
  ...avisoHandlers,
  ...produtoEanHandlers,
  ...tieControlHandlers,
];

commitThrough(handlers.slice(faultHandlers.length));
