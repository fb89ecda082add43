/** `team:ml, env:prod` → `['team:ml', 'env:prod']`: what a comma-separated field of names or labels holds. */
export function commaList(text: string): string[] {
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}
