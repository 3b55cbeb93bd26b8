/** Prints rows as a plain-text table with aligned columns. */
export function printTable(header: string[], lines: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(format(header));
  console.log(format(widths.map((w) => '-'.repeat(w))));
  for (const line of lines) console.log(format(line));
}
