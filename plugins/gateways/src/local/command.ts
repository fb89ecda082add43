// SERVICE_LOCAL_GATEWAY_COMMAND is a command line, not a shell script: it is split into words here (double or
// single quotes group, a backslash escapes the next character), placeholders are substituted per word, and the
// result is executed without a shell, so a gateway name can never inject anything.

export function splitCommandLine(line: string): string[] {
  const words: string[] = [];
  let current = '';
  let inWord = false;
  let quote: '"' | "'" | null = null;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i]!;
    if (quote) {
      if (char === quote) quote = null;
      else if (char === '\\' && quote === '"' && i + 1 < line.length) current += line[++i];
      else current += char;
    } else if (char === '"' || char === "'") {
      quote = char;
      inWord = true;
    } else if (char === '\\' && i + 1 < line.length) {
      current += line[++i];
      inWord = true;
    } else if (/\s/.test(char)) {
      if (inWord) words.push(current);
      current = '';
      inWord = false;
    } else {
      current += char;
      inWord = true;
    }
  }
  if (quote) throw new Error('unbalanced quotes in the local gateway command');
  if (inWord) words.push(current);
  return words;
}

export interface CommandValues {
  port: number;
  host: string;
  name: string;
}

/**
 * The argv to run for one gateway. A leading `node` becomes the Node.js binary running Portcullis, so the default
 * (the simulator CLI, a TypeScript file) runs on Node 24 whatever PATH says.
 */
export function localGatewayArgv(commandLine: string, values: CommandValues, nodeBinary = process.execPath): string[] {
  const words = splitCommandLine(commandLine).map((word) =>
    word.replaceAll('{port}', String(values.port)).replaceAll('{host}', values.host).replaceAll('{name}', values.name),
  );
  if (words.length === 0) throw new Error('the local gateway command is empty');
  if (words[0] === 'node') words[0] = nodeBinary;
  return words;
}
