import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { intlLocaleOf } from '@sportsbook/contracts/models';

/**
 * Checks of a translated message catalogue against the English one (messages.test.ts runs them on
 * every file of messages/): the same keys, messages that parse as ICU, the same arguments, plural
 * branches for every plural category of the language, the same select branches, and date, time and
 * number styles that Intl knows (a skeleton `::…` or a named style).
 */
export type Catalogue = { [key: string]: string | Catalogue };

/** Every message of a catalogue by its dotted key. */
export function flattenCatalogue(tree: Catalogue, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') flat.set(`${prefix}${key}`, value);
    else for (const [inner, text] of flattenCatalogue(value, `${prefix}${key}.`)) flat.set(inner, text);
  }
  return flat;
}

interface MessageShape {
  /** Argument and tag names, with the kind of argument (`count:plural`, `date:date`, `b:tag`). */
  arguments: Set<string>;
  plurals: { name: string; options: string[] }[];
  selects: { name: string; options: string[] }[];
  /** Styles the formatter would not apply (an unknown name, or a skeleton after a no-break space): `arg "style"`. */
  unknownStyles: string[];
}

/** The kind of a simple argument as the shape names it. */
const SIMPLE_ARGUMENTS: Partial<Record<TYPE, string>> = { [TYPE.argument]: 'argument', [TYPE.number]: 'number', [TYPE.date]: 'date', [TYPE.time]: 'time' };

/** Named styles of date, time and number arguments; any other text is ignored by the formatter, which then prints its default. */
const NAMED_STYLES = new Set(['short', 'medium', 'long', 'full', 'integer', 'percent', 'currency']);

function shapeOf(elements: MessageFormatElement[], shape: MessageShape = { arguments: new Set(), plurals: [], selects: [], unknownStyles: [] }): MessageShape {
  for (const element of elements) {
    const simple = SIMPLE_ARGUMENTS[element.type];
    if (simple && 'value' in element) {
      shape.arguments.add(`${element.value}:${simple}`);
      const style = 'style' in element ? element.style : null;
      if (typeof style === 'string' && !NAMED_STYLES.has(style)) shape.unknownStyles.push(`${element.value} ${JSON.stringify(style)}`);
      continue;
    }
    switch (element.type) {
      case TYPE.tag:
        shape.arguments.add(`${element.value}:tag`);
        shapeOf(element.children, shape);
        break;
      case TYPE.plural:
        shape.arguments.add(`${element.value}:${element.pluralType === 'ordinal' ? 'selectordinal' : 'plural'}`);
        if (element.pluralType !== 'ordinal') shape.plurals.push({ name: element.value, options: Object.keys(element.options) });
        for (const option of Object.values(element.options)) shapeOf(option.value, shape);
        break;
      case TYPE.select:
        shape.arguments.add(`${element.value}:select`);
        shape.selects.push({ name: element.value, options: Object.keys(element.options).sort() });
        for (const option of Object.values(element.options)) shapeOf(option.value, shape);
        break;
      default:
        break;
    }
  }
  return shape;
}

/** `count:argument` (the count printed as `{count}`) is as good as `#` in a plural on `count`. */
function covers(argumentsOfMessage: Set<string>, argument: string): boolean {
  if (argumentsOfMessage.has(argument)) return true;
  const [name, kind] = argument.split(':');
  return kind === 'argument' && (argumentsOfMessage.has(`${name}:plural`) || argumentsOfMessage.has(`${name}:selectordinal`));
}

/**
 * The plural categories a plural argument needs in a language: `other`, and each category some
 * count from 0 to 1000 falls in that no exact branch (`=0`, `=1` …) already takes (the arguments
 * are counts of things: bets, days, markets).
 */
function neededCategories(rules: Intl.PluralRules, options: string[]): Set<string> {
  const needed = new Set(['other']);
  for (let count = 0; count <= 1000; count += 1) if (!options.includes(`=${count}`)) needed.add(rules.select(count));
  return needed;
}

/** What is wrong with `translated` (the catalogue of `locale`) against `english`; empty when nothing. */
export function catalogueProblems(locale: string, english: Catalogue, translated: Catalogue): string[] {
  const problems: string[] = [];
  const source = flattenCatalogue(english);
  const target = flattenCatalogue(translated);
  for (const key of source.keys()) if (!target.has(key)) problems.push(`${key}: missing`);
  for (const key of target.keys()) if (!source.has(key)) problems.push(`${key}: not in en.json`);
  const rules = new Intl.PluralRules(intlLocaleOf(locale));
  for (const [key, text] of target) {
    const original = source.get(key);
    if (original === undefined) continue;
    let shape: MessageShape;
    try {
      shape = shapeOf(parse(text));
    } catch (error) {
      problems.push(`${key}: not a valid ICU message (${(error as Error).message})`);
      continue;
    }
    const expected = shapeOf(parse(original));
    const missing = [...expected.arguments].filter((argument) => !covers(shape.arguments, argument));
    const extra = [...shape.arguments].filter((argument) => !covers(expected.arguments, argument));
    if (missing.length > 0) problems.push(`${key}: lost ${missing.join(', ')}`);
    if (extra.length > 0) problems.push(`${key}: has ${extra.join(', ')}, which en.json does not`);
    for (const style of shape.unknownStyles) problems.push(`${key}: {${style}} is not a style the formatter knows`);
    for (const plural of shape.plurals) {
      const absent = [...neededCategories(rules, plural.options)].filter((category) => !plural.options.includes(category));
      if (absent.length > 0) problems.push(`${key}: plural {${plural.name}} needs the ${locale} categories ${absent.join(', ')}`);
    }
    for (const select of shape.selects) {
      const wanted = expected.selects.find((candidate) => candidate.name === select.name);
      if (wanted && wanted.options.join() !== select.options.join()) problems.push(`${key}: select {${select.name}} has ${select.options.join('/')}, en.json ${wanted.options.join('/')}`);
    }
  }
  return problems;
}

/** Share of the messages of `translated` that differ from English (an untranslated copy is near 0). */
export function translatedShare(english: Catalogue, translated: Catalogue): number {
  const source = flattenCatalogue(english);
  const target = flattenCatalogue(translated);
  let differing = 0;
  for (const [key, text] of target) if (source.get(key) !== text) differing += 1;
  return target.size === 0 ? 0 : differing / target.size;
}
