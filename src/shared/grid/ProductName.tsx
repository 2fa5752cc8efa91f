import { productNameLines } from './productName';
import './columnKinds.css';

/**
 * A product's name in a plain HTML order table, split as the grid's ProductNameCell splits it; the
 * table's rows grow, so nothing of it is cut (wrapped, not clamped).
 */
export function ProductName({ name }: { name: string }) {
  const [head, tail] = productNameLines(name);
  return (
    <span className="product-name product-name--wrap" title={name}>
      <span className="product-name__head">{head}</span>
      <span className="product-name__tail">
        <span>{tail}</span>
      </span>
    </span>
  );
}
