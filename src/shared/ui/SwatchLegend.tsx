/** A legend of marks or colours: a named region, its title, one swatch (a class) and its meaning per entry. */
export function SwatchLegend({ label, title, className, entries }: { label: string; title: string; className: string; entries: readonly { key: string; swatchClass: string; text: string }[] }) {
  return (
    <section className={className} aria-label={label}>
      <span className={`${className}__title`}>{title}:</span>
      <ul>
        {entries.map((entry) => (
          <li key={entry.key}>
            <span className={entry.swatchClass} aria-hidden="true" />
            {entry.text}
          </li>
        ))}
      </ul>
    </section>
  );
}
