import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { repoRoot } from '../../infra/paths';

/** One shell command a page shows, and where. */
export interface ShownCommand {
  command: string;
  file: string;
  line: number;
}

const root = repoRoot;

/** The pages whose commands must be proven: the README, every page under docs/, and the bench's. */
export function documentationFiles(): string[] {
  const docs = readdirSync(join(root, 'docs'), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
  return ['README.md', 'bench/README.md', ...docs.sort()];
}

const shellFence = /^\s*```(?:sh|bash|shell)\s*$/;
const anyFence = /^\s*```/;
/** An inline command: npm or npx, after any `NAME=value` settings. */
const inlineCommand = /^(?:[A-Z][A-Z0-9_]*=\S*\s+)*(?:npm|npx)\s+\S/;

/** Whitespace collapsed, so a command reads the same however a page wraps it. */
const normalised = (command: string) => command.replace(/\s+/g, ' ').trim();

/** The line without a trailing `# comment` outside quotes, and whether a quote is still open at its end. */
function scanShellLine(line: string, openQuote: string | null): { code: string; openQuote: string | null } {
  let quote = openQuote;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quote) {
      if (c === '\\' && quote === '"') i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '\\') i++;
    else if (c === '#' && (i === 0 || /\s/.test(line[i - 1]!)))
      return { code: line.slice(0, i), openQuote: null };
  }
  return { code: line, openQuote: quote };
}

/** The commands of one ```sh block: a line each, joined while a quote is open or a line ends in `\`. */
function fenceCommands(lines: { text: string; line: number }[], file: string): ShownCommand[] {
  const commands: ShownCommand[] = [];
  type Pending = { parts: string[]; line: number; quote: string | null };
  let pending: Pending | null = null;
  for (const { text, line } of lines) {
    const { code, openQuote } = scanShellLine(text, pending?.quote ?? null);
    const current: Pending = pending ?? { parts: [], line, quote: null };
    current.parts.push(code.replace(/\\\s*$/, ''));
    current.quote = openQuote;
    if (openQuote || /\\\s*$/.test(code)) {
      pending = current;
      continue;
    }
    pending = null;
    const command = normalised(current.parts.join(' '));
    if (command) commands.push({ command, file, line: current.line });
  }
  if (pending) commands.push({ command: normalised(pending.parts.join(' ')), file, line: pending.line });
  return commands;
}

/** Every shell command a Markdown page shows: each command of its sh/bash blocks, and inline npm/npx commands. */
export function commandsIn(markdown: string, file: string): ShownCommand[] {
  const commands: ShownCommand[] = [];
  const prose: { text: string; line: number }[] = [];
  let fence: { shell: boolean; lines: { text: string; line: number }[] } | null = null;
  markdown.split('\n').forEach((text, index) => {
    const line = index + 1;
    if (fence) {
      if (anyFence.test(text)) {
        if (fence.shell) commands.push(...fenceCommands(fence.lines, file));
        fence = null;
      } else fence.lines.push({ text, line });
    } else if (anyFence.test(text)) fence = { shell: shellFence.test(text), lines: [] };
    else prose.push({ text, line });
  });
  // Inline code may wrap onto the next line: read the prose as one text, and count lines back.
  const text = prose.map((p) => p.text).join('\n');
  for (const match of text.matchAll(/`([^`]+)`/g)) {
    const command = normalised(match[1]!);
    if (!inlineCommand.test(command)) continue;
    const lineIndex = text.slice(0, match.index).split('\n').length - 1;
    commands.push({ command, file, line: prose[lineIndex]!.line });
  }
  return commands;
}

/** Every shell command shown in the documentation, in page order. */
export function documentedCommands(): ShownCommand[] {
  return documentationFiles().flatMap((file) => commandsIn(readFileSync(join(root, file), 'utf8'), file));
}
