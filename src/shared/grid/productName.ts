/**
 * A product's name as two lines (columnKinds 'productName'): the substance and its strength first
 * ('LEVETIRACETAM 250 MG', 'ACEBROFILINA 10 MG/ML', 'TELMISARTANA + HIDROCLOROTIAZIDA 80 MG + 12,5 MG'),
 * then the form and pack ('COM REV CT BL AL AL X 30'), so that the presentations of one product
 * read differently; when a line is cut, the strength stays whole (the substance takes the
 * ellipsis) and the second line keeps its end (the pack) in sight. A name without a figure is
 * split in the middle of its words.
 */
const isFigure = (word: string): boolean => /^\d/.test(word);
const isUnit = (word: string | undefined): boolean => word !== undefined && !isFigure(word) && /^[A-ZÀ-Ú%µ]{1,4}(\/[A-ZÀ-Ú0-9]{1,4})?$/i.test(word) && !/^X$/i.test(word);

export interface ProductNameParts {
  /** The substance ('ATORVASTATINA CÁLCICA'); a name without a figure: its first half. */
  substance: string;
  /** Its strength ('10 MG', '80 MG + 12,5 MG'), or ''. */
  strength: string;
  /** Form and pack ('COM REV CT AL/AL X 30'). */
  rest: string;
}

export function productNameParts(name: string): ProductNameParts {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return { substance: words.join(' '), strength: '', rest: '' };
  const figure = words.findIndex((word, index) => index > 0 && isFigure(word));
  if (figure < 0) {
    const middle = Math.ceil(words.length / 2);
    return { substance: words.slice(0, middle).join(' '), strength: '', rest: words.slice(middle).join(' ') };
  }
  // The strength: a figure and its unit, and any '+ figure unit' that follows (combined strengths).
  let end = figure + 1;
  if (isUnit(words[end])) end += 1;
  while (words[end] === '+' && words[end + 1] !== undefined && isFigure(words[end + 1])) {
    end += 2;
    if (isUnit(words[end])) end += 1;
  }
  return { substance: words.slice(0, figure).join(' '), strength: words.slice(figure, end).join(' '), rest: words.slice(end).join(' ') };
}

/** The two lines: substance and strength, then form and pack. */
export function productNameLines(name: string): [string, string] {
  const { substance, strength, rest } = productNameParts(name);
  return [[substance, strength].filter(Boolean).join(' '), rest];
}
