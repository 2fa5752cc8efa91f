import { configuracaoHandlers } from './configuracaoHandlers';
import { controlHandlers } from './controlHandlers';
import { faultHandlers } from './faultHandlers';
import { loginHandlers } from './loginHandlers';

/** The one handler list: Jest (msw/node), the dev server and the standalone mock API all use it. Faults first. */
export const handlers = [...faultHandlers, ...controlHandlers, ...loginHandlers, ...configuracaoHandlers];
