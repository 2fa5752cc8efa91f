import { AG_GRID_LOCALE_BR } from '@ag-grid-community/locale';

/** pt-BR texts of the grid (loading and empty overlays, aria labels); the app's own wording where it differs. */
export const GRID_LOCALE_TEXT: Record<string, string> = {
  ...AG_GRID_LOCALE_BR,
  noRowsToShow: 'Nenhum dado foi encontrado!',
  loadingOoo: 'Carregando...',
};
