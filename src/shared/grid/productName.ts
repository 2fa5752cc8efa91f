/**
 * A product's name as two lines (columnKinds 'productName'): the substance and its strength first
 * ('LEVETIRACETAM 250 MG', 'ACEBROFILINA 10 MG/ML', 'TELMISARTANA + HIDROCLOROTIAZIDA 80 MG + 12,5 MG'),
 * then the form and pack ('COM REV CT BL AL AL X 30'), so that the presentations of one product
 * read differently; the second line keeps its end (the pack) in sight when it is cut. A name
 * without a figure is split in the middle of its words.
 */
const isFigure = (word: string): boolean => /^\d/.test(word);
const isUnit = (word: string | undefined): boolean => word !== undefined && !isFigure(word) && /^[A-ZÀ-Ú%µ]{1,4}(\/[A-ZÀ-Ú0-9]{1,4})?$/i.test(word) && !/^X$/i.test(word);

export function productNameLines(name: string): [string, string] {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return [words.join(' '), ''];
  const figure = words.findIndex((word, index) => index > 0 && isFigure(word));
  if (figure < 0) {
    const middle = Math.ceil(words.length / 2);
    return [words.slice(0, middle).join(' '), words.slice(middle).join(' ')];
  }
  // The strength: a figure and its unit, and any '+ figure unit' that follows (combined strengths).
  let end = figure + 1;
  if (isUnit(words[end])) end += 1;
  while (words[end] === '+' && words[end + 1] !== undefined && isFigure(words[end + 1])) {
    end += 2;
    if (isUnit(words[end])) end += 1;
  }
  return [words.slice(0, end).join(' '), words.slice(end).join(' ')];
}
