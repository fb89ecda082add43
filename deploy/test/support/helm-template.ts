// Renders the chart's templates without helm (not installable here): a small interpreter of exactly the Go-template
// subset the chart uses - `{{ path }}`, `{{- ... -}}` trimming, `if`/`else`/`end` (with `not`), `range $k, $v := map`,
// the functions `required`, `quote`, `toYaml` and `nindent` - refusing anything else, so the chart cannot drift into
// constructs this check does not understand. helm renders the same templates the same way.
import { stringify } from 'yaml';

export interface ChartScope {
  Values: Record<string, unknown>;
  Release: { Name: string; Namespace: string };
  Chart: { Name: string; AppVersion: string };
}

type Node = { text: string } | { expr: string } | { if: string; then: Node[]; else: Node[] } | { range: RangeHead; body: Node[] };
interface RangeHead {
  key: string;
  value: string;
  source: string;
}
type Variables = Record<string, unknown>;

const ACTION = /\{\{(-?)\s*(.*?)\s*(-?)\}\}/gs;

export function renderTemplate(template: string, scope: ChartScope): string {
  const [nodes] = parse(tokenize(template), 0, []);
  return evaluate(nodes, scope, {});
}

/** Text and actions, with `{{-` and `-}}` already applied to the neighbouring text. */
function tokenize(template: string): Array<{ text: string } | { action: string }> {
  const tokens: Array<{ text: string } | { action: string }> = [];
  let last = 0;
  let trimNext = false;
  for (const match of template.matchAll(ACTION)) {
    let text = template.slice(last, match.index);
    if (trimNext) text = text.replace(/^\s+/, '');
    if (match[1] === '-') text = text.replace(/\s+$/, '');
    tokens.push({ text }, { action: match[2]! });
    trimNext = match[3] === '-';
    last = match.index + match[0].length;
  }
  tokens.push({ text: trimNext ? template.slice(last).replace(/^\s+/, '') : template.slice(last) });
  return tokens;
}

function parse(tokens: Array<{ text: string } | { action: string }>, start: number, stops: string[]): [Node[], number, string] {
  const nodes: Node[] = [];
  for (let i = start; i < tokens.length; i += 1) {
    const token = tokens[i]!;
    if ('text' in token) {
      nodes.push({ text: token.text });
      continue;
    }
    const action = token.action;
    if (stops.includes(action)) return [nodes, i, action];
    if (action.startsWith('if ')) {
      const [then, afterThen, stop] = parse(tokens, i + 1, ['else', 'end']);
      let otherwise: Node[] = [];
      let end = afterThen;
      if (stop === 'else') [otherwise, end] = parse(tokens, afterThen + 1, ['end']);
      nodes.push({ if: action.slice(3), then, else: otherwise });
      i = end;
    } else if (action.startsWith('range ')) {
      const head = /^range (\$\w+), (\$\w+) := (\S+)$/.exec(action);
      if (!head) throw new Error(`unsupported range: ${action}`);
      const [body, end] = parse(tokens, i + 1, ['end']);
      nodes.push({ range: { key: head[1]!, value: head[2]!, source: head[3]! }, body });
      i = end;
    } else if (action === 'else' || action === 'end') {
      throw new Error(`unexpected ${action}`);
    } else {
      nodes.push({ expr: action });
    }
  }
  if (stops.length > 0) throw new Error(`missing ${stops.join(' or ')}`);
  return [nodes, tokens.length, ''];
}

function evaluate(nodes: Node[], scope: ChartScope, variables: Variables): string {
  return nodes
    .map((node) => {
      if ('text' in node) return node.text;
      if ('expr' in node) return String(pipeline(node.expr, scope, variables));
      if ('if' in node) return evaluate(truthy(pipeline(node.if, scope, variables)) ? node.then : node.else, scope, variables);
      const source = value(node.range.source, scope, variables) as Record<string, unknown>;
      return Object.keys(source)
        .sort()
        .map((key) => evaluate(node.body, scope, { ...variables, [node.range.key]: key, [node.range.value]: source[key] }))
        .join('');
    })
    .join('');
}

function pipeline(expression: string, scope: ChartScope, variables: Variables): unknown {
  const [head, ...filters] = expression.split('|').map((part) => part.trim());
  let result = call(head!, scope, variables);
  for (const filter of filters) {
    const [name, ...args] = filter.split(/\s+/);
    if (name === 'quote') result = JSON.stringify(String(result ?? ''));
    else if (name === 'nindent') result = `\n${indent(String(result), Number(args[0]))}`;
    else throw new Error(`unsupported function ${name}`);
  }
  return result;
}

function call(head: string, scope: ChartScope, variables: Variables): unknown {
  const required = /^required "([^"]*)" (\S+)$/.exec(head);
  if (required) {
    const found = value(required[2]!, scope, variables);
    if (!truthy(found)) throw new Error(required[1]);
    return found;
  }
  if (head.startsWith('not ')) return !truthy(value(head.slice(4), scope, variables));
  if (head.startsWith('toYaml ')) return stringify(value(head.slice(7), scope, variables)).trimEnd();
  return value(head, scope, variables);
}

function value(path: string, scope: ChartScope, variables: Variables): unknown {
  if (path.startsWith('$')) return variables[path];
  if (!path.startsWith('.')) throw new Error(`unsupported expression ${path}`);
  return path
    .slice(1)
    .split('.')
    .reduce<unknown>((object, key) => (object as Record<string, unknown> | undefined)?.[key], scope);
}

function truthy(found: unknown): boolean {
  return !(
    found === undefined ||
    found === null ||
    found === false ||
    found === '' ||
    found === 0 ||
    (typeof found === 'object' && Object.keys(found).length === 0)
  );
}

function indent(text: string, spaces: number): string {
  return text
    .split('\n')
    .map((line) => `${' '.repeat(spaces)}${line}`)
    .join('\n');
}
