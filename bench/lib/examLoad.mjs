// The load generator of the exam-rush bench, run as a child process (fork) so that it has
// its own event loop, heap and garbage collector and never delays the server's event loop:
// the server under test runs in the parent. It drives students over real HTTP/1.1 with a
// keep-alive agent, as browsers would, and reports raw timings to the parent over IPC.
//
// Protocol: the parent sends { type: 'plan', plan } (see runPlan); the child answers with
// { type: 'phase', name } at each phase boundary (the parent samples CPU there) and finally
// { type: 'done', result } (or { type: 'failed', error }).
import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { bankResponse, canonicalResponses } from './examBank.mjs';
import { randomSource } from './people.mjs';

/** A canonical text of answers as the server stores them: sorted unique ids, empty questions left out, keys sorted. */
export function canonicalAnswers(answers) {
  const out = {};
  for (const key of Object.keys(answers ?? {}).sort((a, b) => Number(a) - Number(b))) {
    const ids = [...new Set(answers[key])].sort((a, b) => a - b);
    if (ids.length) out[key] = ids;
  }
  return JSON.stringify(out);
}

/** A save's canonical text: its answers, and its responses (bank questions) when it has any. */
export function canonicalAttempt(answers, responses) {
  const text = canonicalAnswers(answers);
  return responses && Object.keys(responses).length ? `${text} ${canonicalResponses(responses)}` : text;
}

function makeClient(base, { maxSockets, timeoutMs }) {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets, maxFreeSockets: maxSockets, scheduling: 'lifo' });
  /** One request; resolves { status, body, ms, error } and never rejects. */
  function request(method, path, { json, token, from } = {}) {
    return new Promise((resolve) => {
      const payload = json === undefined ? undefined : Buffer.from(JSON.stringify(json));
      const headers = { 'accept-language': 'en' };
      // Each student comes from an address of their own, as in a real school: the server trusts a
      // proxy on loopback to name it (apiServer sets TRUST_PROXY=loopback), so its per-address
      // limits on logins count each student apart.
      if (from) headers['x-forwarded-for'] = from;
      if (payload) {
        headers['content-type'] = 'application/json';
        headers['content-length'] = payload.length;
      }
      if (token) headers.authorization = `Bearer ${token}`;
      const t0 = performance.now();
      let settled = false;
      const finish = (status, text, error) => {
        if (settled) return;
        settled = true;
        let body;
        try {
          body = text ? JSON.parse(text) : undefined;
        } catch {
          body = undefined;
        }
        resolve({ status, body, ms: performance.now() - t0, error });
      };
      const req = http.request({ host: url.hostname, port: url.port, method, path, headers, agent }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => finish(res.statusCode, Buffer.concat(chunks).toString('utf8')));
        res.on('error', (e) => finish(0, '', e.code ?? e.message));
      });
      req.setTimeout(timeoutMs, () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
      req.on('error', (e) => finish(0, '', e.code ?? e.message));
      req.end(payload);
    });
  }
  return { request, agent };
}

const sleepUntil = (at) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())));

/**
 * Runs the plan: { base, students: [{ id, email }], password, testId, loginWindowMs,
 * startWindowMs, saveEveryMs, saveJitter, saves, submitAfterMs, timeoutMs, maxSockets, seed }.
 * Phase 'login': every student logs in, arrivals uniform over loginWindowMs. Phase 'exam'
 * (once all have logged in): starts uniform over startWindowMs; then each student saves
 * `saves` times, every saveEveryMs ± saveJitter, with answers that grow (and now and then
 * change an earlier one), and submits everything submitAfterMs after their start. A
 * student's calls are sequential (the next waits for the previous), like one browser tab.
 */
export async function runPlan(plan, onPhase = () => {}, onProgress = () => {}) {
  const { request, agent } = makeClient(plan.base, plan);
  const random = randomSource(plan.seed);
  const n = plan.students.length;
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  const steps = { login: [], start: [], save: [], submit: [] };
  const errors = { login: {}, start: {}, save: {}, submit: {} };
  const issueLag = [];
  const record = (step, res) => {
    steps[step].push(res.ms);
    if (res.status !== 200) {
      const key = res.status ? `${res.status} ${res.body?.message ?? ''}`.trim() : res.error;
      errors[step][key] = (errors[step][key] ?? 0) + 1;
    }
  };
  /**
   * Waits for a scheduled moment and records how late the call goes out: this process's own
   * lag (a moment already past because the student's previous call ran long is not counted).
   */
  const at = async (when) => {
    if (when < performance.now()) return;
    await sleepUntil(when);
    issueLag.push(performance.now() - when);
  };
  // Stratified uniform offsets, shuffled: exactly uniform over the window, in random order.
  const offsets = (windowMs) => {
    const list = Array.from({ length: n }, (_, i) => ((i + random()) / n) * windowMs);
    for (let i = n - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [list[i], list[j]] = [list[j], list[i]];
    }
    return list;
  };

  const progress = setInterval(
    () =>
      onProgress(
        `logins ${steps.login.length}/${n}, starts ${steps.start.length}, saves ${steps.save.length}, submits ${steps.submit.length}`,
      ),
    plan.progressEveryMs ?? 15_000,
  );
  // ---- login ----
  onPhase('login');
  const cpu0 = process.cpuUsage();
  const loginAt = offsets(plan.loginWindowMs);
  const t0 = performance.now() + 200;
  const tokens = new Array(n);
  await Promise.all(
    plan.students.map(async (s, i) => {
      // --skip-login: the bench opened the sessions in the database already.
      if (s.token) {
        tokens[i] = s.token;
        return;
      }
      await at(t0 + loginAt[i]);
      const from = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
      const res = await request('POST', '/api/auth/authenticate', { json: { email: s.email, password: plan.password }, from });
      record('login', res);
      if (res.status === 200) tokens[i] = res.body.token;
    }),
  );
  const loginWallMs = performance.now() - t0;
  const loginCpu = process.cpuUsage(cpu0);

  // ---- exam ----
  onPhase('exam');
  const startAt = offsets(plan.startWindowMs);
  const e0 = performance.now() + 500;
  const outcome = new Array(n);
  const late = { save: 0, submit: 0 };
  await Promise.all(
    plan.students.map(async (s, i) => {
      const token = tokens[i];
      const mine = randomSource(plan.seed * 7919 + s.id);
      const o = { id: s.id, acked: null, ackedKind: null, unsure: [], started: false, submitted: false };
      outcome[i] = o;
      if (!token) return;
      const begin = e0 + startAt[i];
      await at(begin);
      const started = await request('POST', `/api/lessons/students/tests/${plan.testId}/start`, { token });
      record('start', started);
      if (started.status !== 200) return;
      o.started = true;
      const questions = started.body.questions;
      // The order the student works through the questions, and what they choose.
      const choose = (q) => {
        const ids = q.options.map((x) => x.optionId);
        if (q.questionType === 'ONE_FROM_LIST') return [ids[Math.floor(mine() * ids.length)]];
        const picked = ids.filter(() => mine() < 0.4);
        return picked.length ? picked : [ids[Math.floor(mine() * ids.length)]];
      };
      const answers = {};
      // Bank questions (a paper drawn from the bank) are answered by key with responses.
      const responses = {};
      const bank = questions.some((q) => q.source === 'BANK');
      const answer = (q) => {
        if (q.source === 'BANK') responses[q.key] = bankResponse(q, mine);
        else answers[q.questionId] = choose(q);
      };
      const body = () =>
        bank ? { answers: structuredClone(answers), responses: structuredClone(responses) } : { answers: structuredClone(answers) };
      let answered = 0;
      const write = async (kind, res, sent) => {
        if (res.status === 200) {
          o.acked = canonicalAttempt(sent.answers, sent.responses);
          o.ackedKind = kind;
          o.unsure = [];
        } else if (!res.status || res.status >= 500) {
          // A write with no answer may or may not have landed: either text is not a loss.
          o.unsure.push(canonicalAttempt(sent.answers, sent.responses));
        }
      };
      for (let k = 1; k <= plan.saves; k++) {
        const when = begin + k * plan.saveEveryMs + (mine() * 2 - 1) * plan.saveJitter * plan.saveEveryMs;
        if (performance.now() > when) late.save++;
        await at(when);
        // Answers grow with time; now and then the student changes an earlier one.
        const target = Math.round((questions.length * k) / (plan.saves + 1));
        while (answered < target) answer(questions[answered++]);
        if (answered > 1 && mine() < 0.3) answer(questions[Math.floor(mine() * answered)]);
        const sent = body();
        const res = await request('PUT', `/api/lessons/students/tests/${plan.testId}/answers`, { token, json: sent });
        record('save', res);
        await write('save', res, sent);
      }
      const when = begin + plan.submitAfterMs + mine() * plan.saveJitter * plan.saveEveryMs;
      if (performance.now() > when) late.submit++;
      await at(when);
      while (answered < questions.length) answer(questions[answered++]);
      const sent = body();
      const spent = Math.round((performance.now() - begin) / 1000);
      const testTime = `${String(Math.floor(spent / 3600)).padStart(2, '0')}:${String(Math.floor((spent % 3600) / 60)).padStart(2, '0')}`;
      const res = await request('POST', '/api/lessons/students/tests/pass', {
        token,
        json: { testId: plan.testId, testTime, ...sent },
      });
      record('submit', res);
      await write('submit', res, sent);
      if (res.status === 200) o.submitted = true;
    }),
  );
  const examWallMs = performance.now() - e0;
  const examCpu = process.cpuUsage(cpu0);
  lag.disable();
  clearInterval(progress);
  agent.destroy();
  const cpuMs = (c) => (c.user + c.system) / 1000;
  return {
    steps,
    errors,
    outcome,
    late,
    loginWallMs,
    examWallMs,
    issueLag,
    generatorCpuMs: { login: cpuMs(loginCpu), exam: cpuMs(examCpu) - cpuMs(loginCpu) },
    generatorLoopDelayP99: lag.percentile(99) / 1e6,
  };
}

if (process.send) {
  process.on('message', async (message) => {
    if (message?.type !== 'plan') return;
    try {
      const result = await runPlan(
        message.plan,
        (name) => process.send({ type: 'phase', name }),
        (text) => process.send({ type: 'progress', text }),
      );
      process.send({ type: 'done', result }, () => process.exit(0));
    } catch (error) {
      process.send({ type: 'failed', error: String(error?.stack ?? error) }, () => process.exit(1));
    }
  });
}
