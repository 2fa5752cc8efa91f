import { Modal } from '../../../shared/ui/Modal';
import { PACKAGING_TEXTS } from '../packagingTexts';

export const HELP_IMAGE = '/ajuda/arredondamento-embalagem.svg';

/** The help modal (spec 03 §2.4): how the limits round a quantity to the pack, with a picture. */
export function HelpModal({ onClose }: { onClose: () => void }) {
  return (
    <Modal
      title={PACKAGING_TEXTS.helpTitle}
      onClose={onClose}
      width={720}
      footer={
        <button type="button" className="btn btn--primary" onClick={onClose}>
          Fechar
        </button>
      }
    >
      <img className="packaging-help__image" src={HELP_IMAGE} width={640} height={300} alt="Pedido de 13 unidades em embalagem de 6: para baixo 12 unidades (2 embalagens), para cima 18 unidades (3 embalagens)." />
      <ul className="packaging-help__list">
        <li>Cada linha começa com quantidade ajustada 0: só as linhas com uma quantidade aceita são confirmadas.</li>
        <li>A quantidade precisa ser múltipla da embalagem, não ficar abaixo da mínima e, quando fixa, ser igual à mínima. Um valor que não respeita essas regras volta ao anterior.</li>
        <li>
          <strong>Aplicar</strong> calcula as quantidades: com limites, arredonda na direção preferida quando a diferença em R$ cabe no limite, senão na outra; sem limites, arredonda
          todos na direção escolhida. 0,00 significa sem limite.
        </li>
        <li>
          <strong>Limpar Ajustes</strong> volta todas as linhas para 0; <strong>Confirmar ajustes</strong> grava as linhas resolvidas e volta ao pedido.
        </li>
      </ul>
    </Modal>
  );
}
