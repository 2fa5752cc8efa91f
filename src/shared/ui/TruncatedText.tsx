import './TruncatedText.css';

/** One line of text cut with an ellipsis where its box ends; the whole text is the tooltip. */
export function TruncatedText({ text }: { text: string }) {
  return (
    <span className="truncated-text" title={text}>
      {text}
    </span>
  );
}
