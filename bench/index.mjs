// The bench sections, in the order `npm run bench` runs them. To add one, write
// bench/<name>.mjs exporting default { name, title, run(ctx) } and list it here
// (name is what `npm run bench <name>` takes; title is a short description).
//
// run(ctx) prints its figures with ctx.print (stdout), progress with ctx.log (stderr), and
// returns a JSON-able object that the runner saves in .bench/results/<name>.json. It throws
// only when the bench itself breaks; targets are printed beside the figures, never enforced.
// ctx: { root, bench, dir (.bench/<name>, made for it), options (--flags), print, log,
//        browser() (one shared headless Chromium, launched on first use) }.
import loginSize from './loginSize.mjs';
import studentsList from './studentsList.mjs';
import studentImport from './studentImport.mjs';
import courseRating from './courseRating.mjs';
import ratingRender from './ratingRender.mjs';
import examRush from './examRush.mjs';

export const sections = [loginSize, studentsList, studentImport, courseRating, ratingRender, examRush];
