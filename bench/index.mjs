// The bench sections, in the order `npm run bench` runs them. To add one, write
// bench/<name>.mjs exporting default { name, title, run(ctx) }, list it here (name is what
// `npm run bench <name>` takes; title is a short description), and add to bench/lib/figures.mjs
// the function that reads its named figures from what run() returns.
//
// The runner (scripts/bench.mjs) calls run(ctx) --runs=N times (default 3) in one process. run
// prints its figures with ctx.print (stdout), progress with ctx.log (stderr), and returns a
// JSON-able object; the runner maps each run's object to figures, prints their min, median and
// max over the runs with the load average before each, and saves the last object and that
// summary in .bench/results/<name>.json (and in .bench/results/history/). It throws only when
// the bench itself breaks; targets are printed beside the figures, never enforced.
// ctx: { root, bench, dir (.bench/<name>, made for it), options (--flags; 'no-build' is set
//        for runs 2..N, so only the first run may build), print, log,
//        browser() (one shared headless Chromium, launched on first use) }.
import loginSize from './loginSize.mjs';
import studentsList from './studentsList.mjs';
import studentImport from './studentImport.mjs';
import courseRating from './courseRating.mjs';
import ratingRender from './ratingRender.mjs';
import examRush from './examRush.mjs';

export const sections = [loginSize, studentsList, studentImport, courseRating, ratingRender, examRush];
