import { productNameParts } from './productName';
import './columnKinds.css';

/**
 * A product's name in a plain HTML order table, split as the grid's ProductNameCell splits it; the
 * table's rows grow, so nothing of it is cut (wrapped, not clamped). The parts are joined by spaces,
 * so the name reads (and copies, and is found) whole.
 */
export function ProductName({ name }: { name: string }) {
  const { substance, strength, rest } = productNameParts(name);
  return (
    <span className="product-name product-name--wrap" title={name}>
      <span className="product-name__head">
        <span className="product-name__substance">{substance}</span>{' '}
        <span className="product-name__strength">{strength}</span>
      </span>{' '}
      <span className="product-name__tail">
        <span>{rest}</span>
      </span>
    </span>
  );
}
