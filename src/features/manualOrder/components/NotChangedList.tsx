/** What a write of many products left as it was, each 'Filial: why' or 'Produto: why' (a change made elsewhere names the value it has now). */
export function NotChangedList({ title, reasons }: { title: string; reasons: readonly string[] }) {
  if (reasons.length === 0) return null;
  return (
    <>
      <p>{title}:</p>
      <ul aria-label={title}>
        {reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
    </>
  );
}
