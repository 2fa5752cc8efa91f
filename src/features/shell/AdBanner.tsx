import { BANNERS } from './shellSections';

/** Spec 01 §2.2: an advertising banner beside the content; CSS shows it only on wide screens (≥ 1600 px, docs/decisions.md). */
export function AdBanner({ side }: { side: keyof typeof BANNERS }) {
  const banner = BANNERS[side];
  return (
    <aside className={`ad-banner ad-banner--${side}`} aria-label={side === 'left' ? 'Publicidade à esquerda' : 'Publicidade à direita'}>
      <a href={banner.href} target="_blank" rel="noopener noreferrer">
        <img src={banner.image} alt={banner.alt} width={160} height={600} />
      </a>
    </aside>
  );
}
