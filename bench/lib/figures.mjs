// What `npm run bench` summarises over runs and compares with the last saved results: each
// section's returned JSON as a flat list of named figures
//   { name, value, unit, lowerIsBetter (true, false, or null for a reference), target? }.
// One function per section, keyed by the section's name, reading what its run() returns. Every
// read is defensive: a field a section renames or drops loses its figure here (the summary
// then just lacks it) instead of breaking the runner. Names must stay stable across runs and
// commits, since the comparison matches figures by name. Pure: no I/O.

const KINDS = ['pglite', 'postgres'];
/** The exam rush's p99 targets in ms per database. */
export const EXAM_RUSH_TARGETS = {
  postgres: { start: 200, save: 50, submit: 500 },
  pglite: { start: 500, save: 100, submit: 2000 },
};
/** /login's bytes on the wire at most this share of the bare react-admin app's. */
export const LOGIN_WIRE_TARGET = 0.6;
const num = (x) => (typeof x === 'number' && Number.isFinite(x) ? x : undefined);
const obj = (x) => (x && typeof x === 'object' && !Array.isArray(x) ? x : {});
const list = (x) => (Array.isArray(x) ? x : []);
const sum = (values) => values.reduce((a, b) => a + (num(b) ?? 0), 0);

/** A figure list and its add(name, value, unit, { lowerIsBetter, target }); skips non-numbers. */
function collector() {
  const figures = [];
  const add = (name, value, unit, { lowerIsBetter = true, target } = {}) => {
    if (num(value) === undefined) return;
    const figure = { name, value, unit, lowerIsBetter };
    if (num(target) !== undefined) figure.target = target;
    figures.push(figure);
  };
  return { figures, add };
}

/** The databases a result holds, as { kind: object } in KINDS order. */
const byKind = (result) => KINDS.filter((k) => result?.[k] && typeof result[k] === 'object').map((k) => [k, result[k]]);

export const sectionFigures = {
  'login-size': (r) => {
    const { figures, add } = collector();
    const wire = obj(r?.wire);
    const app = obj(r?.app);
    // The target of the section: the login page sends at most 0.6× the bare app's bytes.
    const bare = obj(wire.bare).bytes;
    add('app /login on the wire', obj(wire.app).bytes, 'B', {
      target: typeof bare === 'number' ? Math.floor(bare * LOGIN_WIRE_TARGET) : undefined,
    });
    add('bare react-admin app on the wire', bare, 'B', { lowerIsBetter: null });
    add('wire app / bare', wire.ratio, '×', { target: LOGIN_WIRE_TARGET });
    add('app /login JS gzip -9', app.gzip, 'B');
    add('app /login JS raw', app.raw, 'B');
    add('app /login JS files', Array.isArray(app.files) ? app.files.length : undefined, '');
    add('JS gzip app / bare', r?.ratioGzip, '×', { target: 1 });
    return figures;
  },

  'students-list': (r) => {
    const { figures, add } = collector();
    for (const [kind, rows] of byKind(r)) {
      const entries = Object.entries(rows).filter(([, v]) => v && typeof v === 'object');
      for (const [label, v] of entries) {
        add(`${kind} ${label} p50`, v.p50, 'ms');
        // The floor (one student by id) is a yardstick, not a list: no target.
        add(`${kind} ${label} p95`, v.p95, 'ms', { target: label.startsWith('floor') ? undefined : 20 });
      }
      if (entries.length) add(`${kind} errors`, sum(entries.map(([, v]) => v.errors)), '', { target: 0 });
    }
    return figures;
  },

  'student-import': (r) => {
    const { figures, add } = collector();
    for (const [kind, runs] of byKind(r)) {
      const seconds = list(runs)
        .map((x) => num(x?.seconds))
        .filter((s) => s !== undefined);
      // The target holds for every import; the later ones go into a group that is no longer empty.
      if (seconds.length) add(`${kind} import, best`, Math.min(...seconds), 's', { target: 10 });
      if (seconds.length) add(`${kind} import, slowest`, Math.max(...seconds), 's', { target: 10 });
    }
    return figures;
  },

  'course-rating': (r) => {
    const { figures, add } = collector();
    for (const [kind, rows] of byKind(r)) {
      const entries = Object.entries(rows).filter(([, v]) => v && typeof v === 'object');
      for (const [label, v] of entries) {
        add(`${kind} ${label} p50`, v.p50, 'ms');
        add(`${kind} ${label} p95`, v.p95, 'ms', { target: 300 });
        // CPU per request moves much less than wall time when a neighbour is busy.
        add(`${kind} ${label} CPU p50`, v.cpuP50, 'ms');
      }
      if (entries.length) add(`${kind} errors`, sum(entries.map(([, v]) => v.errors)), '', { target: 0 });
    }
    for (const [kind, writes] of byKind(obj(r?.writes))) {
      for (const [label, v] of Object.entries(writes)) add(`${kind} write: ${label} p50`, obj(v).p50, 'ms');
    }
    return figures;
  },

  'rating-render': (r) => {
    const { figures, add } = collector();
    const p50 = (key) => obj(r?.[key]).p50;
    add('first rows shown p50', p50('rendered'), 'ms', { target: 1500 });
    add('last row after scroll down p50', p50('bottom'), 'ms', { target: 1500 });
    add('its total after scroll right (scrollable) p50', p50('scrollable'), 'ms', { target: 1500 });
    add('the rating call p50', p50('api'), 'ms');
    add('last byte to first rows p50', p50('afterAnswer'), 'ms');
    add('scroll frame p95', obj(r?.frames).p95, 'ms');
    add('scroll frame p99', obj(r?.frames).p99, 'ms');
    add('rating answer', r?.apiKiB, 'KiB');
    add('cells in the DOM', r?.domCells, '');
    return figures;
  },

  'exam-rush': (r) => {
    const { figures, add } = collector();
    // The bank test's runs (--test=bank|both) under r.bank, their figures named apart.
    const runs = [
      ...byKind(r).map(([kind, run]) => [kind, run, kind]),
      ...byKind(r?.bank).map(([kind, run]) => [kind, run, `${kind} bank test`]),
    ];
    for (const [kind, run, name] of runs) {
      const targets = EXAM_RUSH_TARGETS[kind] ?? {};
      const steps = obj(run.steps);
      // A run with another number of students is another figure, never compared with this one.
      // So is a run on several API processes (--processes).
      const on = num(run.processes) > 1 ? `${name} × ${run.processes} processes` : name;
      const who = num(run.students) ? `${on} (${run.students.toLocaleString('en-US')} students)` : on;
      for (const step of ['login', 'start', 'save', 'submit']) {
        add(`${who} ${step} p50`, obj(steps[step]).p50, 'ms');
        add(`${who} ${step} p99`, obj(steps[step]).p99, 'ms', { target: targets[step] });
      }
      const stepList = Object.values(steps).map(obj);
      if (stepList.length) add(`${who} errors`, sum(stepList.map((s) => s.errors)), '', { target: 0 });
      add(`${who} lost answers`, obj(run.check).lost, '', { target: 0 });
      const exam = obj(list(run.phases).find((p) => p?.name === 'exam'));
      const requests = sum(['start', 'save', 'submit'].map((s) => obj(steps[s]).n));
      if (requests)
        add(`${who} exam server CPU per request`, num(exam.serverCpuMs) === undefined ? undefined : exam.serverCpuMs / requests, 'ms');
    }
    add('one scrypt check', r?.scryptMs, 'ms');
    return figures;
  },
};

/** The figures of one run of a section; [] for a section with no mapping here. */
export function figuresFor(section, result) {
  const map = sectionFigures[section];
  return map ? map(result) : [];
}
