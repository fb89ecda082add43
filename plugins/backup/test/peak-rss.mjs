// Preloaded into a CLI process (node --import): on exit it reports the process's peak resident set size, so a test
// can hold a restore to a memory bound.
process.on('exit', () => {
  process.stderr.write(`peak-rss-kib ${process.resourceUsage().maxRSS}\n`);
});
