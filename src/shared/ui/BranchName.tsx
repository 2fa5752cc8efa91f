import { TruncatedText } from './TruncatedText';

/** A branch as its trade name first (what tells branches apart), its CNPJ under it in small type. */
export function BranchName({ cnpj, name }: { cnpj: string; name: string }) {
  return (
    <span className="branch-name" title={`${cnpj} - ${name}`}>
      <TruncatedText text={name} />
      <small className="branch-name__cnpj">{cnpj}</small>
    </span>
  );
}
