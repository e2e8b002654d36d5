/*
 * The students of tests/server/chaos.test.ts, as browsers would behave behind a load balancer
 * that knows nothing of a dead process: a request that gets no answer, or a 502/503/504, is
 * sent again after a pause, the same body, until it is answered. Every write is recorded as
 * the exam-rush bench records it (bench/examRush.mjs checkAnswers): the last acknowledged
 * answers, and those sent since without an answer (which may or may not have landed).
 */
import { canonicalAnswers } from '../../bench/lib/examLoad.mjs';
import type { WriteOutcome } from '../../bench/examRush.mjs';
import { UPSTREAM_HEADER } from '../../bench/lib/roundRobinProxy.mjs';

const RETRY_MS = 100;
const MAX_TRIES = 30;
const TIMEOUT_MS = 15_000;

export interface Reply {
  /** 0: no answer (the connection failed or timed out). */
  status: number;
  /** The parsed JSON, or the text when the answer is not JSON; a test names the shape it reads. */
  body: unknown;
  /** The answer's bytes as they came. */
  raw: Buffer;
  /** The process that answered (the proxy's X-Upstream), null without an answer. */
  upstream: number | null;
}

export interface Traffic {
  /** Answers per status ('0' for none), over every try. */
  statuses: Record<string, number>;
  /** 2xx answers of writes (saves and submits) per process. */
  ackedBy: Record<number, number>;
  /** Tries that were sent again. */
  retries: number;
  /** Answers no retry can mend: a 4xx to a save or a submit, or a write given up on. */
  failures: string[];
}

/** A student's writes: the bench's outcome, plus every text sent in order and who acknowledged the last. */
export interface StudentRecord extends WriteOutcome {
  sent: string[];
  /** A write is out, unanswered so far (it is the last of `sent`). */
  inFlight: boolean;
  /** The process that acknowledged `acked`. */
  ackedBy: number | null;
}

export const newRecord = (id: number): StudentRecord => ({
  id,
  acked: null,
  ackedKind: null,
  unsure: [],
  sent: [],
  inFlight: false,
  ackedBy: null,
});

export function createClient(base: string) {
  const traffic: Traffic = { statuses: {}, ackedBy: {}, retries: 0, failures: [] };

  async function send(
    method: string,
    url: string,
    options: { token?: string; json?: unknown; body?: FormData; from?: string } = {},
  ): Promise<Reply> {
    const headers: Record<string, string> = { 'accept-language': 'en' };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.from) headers['x-forwarded-for'] = options.from;
    if (options.json !== undefined) headers['content-type'] = 'application/json';
    let reply: Reply;
    try {
      const res = await fetch(`${base}${url}`, {
        method,
        headers,
        body: options.json !== undefined ? JSON.stringify(options.json) : options.body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const raw = Buffer.from(await res.arrayBuffer());
      const text = raw.toString('utf8');
      const upstream = res.headers.get(UPSTREAM_HEADER);
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        // Not JSON (a file): body is its text, raw its bytes.
      }
      reply = { status: res.status, body, raw, upstream: upstream === null ? null : Number(upstream) };
    } catch {
      reply = { status: 0, body: undefined, raw: Buffer.alloc(0), upstream: null };
    }
    traffic.statuses[reply.status] = (traffic.statuses[reply.status] ?? 0) + 1;
    return reply;
  }

  const unanswered = (reply: Reply) => reply.status === 0 || reply.status >= 502;

  /** Sends until answered by the app; onTry sees every try. Gives up after MAX_TRIES. */
  async function sendUntilAnswered(
    method: string,
    url: string,
    options: Parameters<typeof send>[2] = {},
    onTry: (reply: Reply) => void = () => {},
  ): Promise<Reply> {
    for (let tries = 1; ; tries++) {
      const reply = await send(method, url, options);
      onTry(reply);
      if (!unanswered(reply) || tries === MAX_TRIES) return reply;
      traffic.retries++;
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
  }

  /** A save or a submit, recorded in `outcome` try by try. */
  async function write(
    outcome: StudentRecord,
    kind: 'save' | 'submit',
    method: string,
    url: string,
    token: string,
    json: { answers: Record<string, number[]>; testId?: number },
  ) {
    const sent = canonicalAnswers(json.answers);
    outcome.sent.push(sent);
    outcome.inFlight = true;
    const reply = await sendUntilAnswered(method, url, { token, json }, (r) => {
      if (r.status >= 200 && r.status < 300) {
        outcome.acked = sent;
        outcome.ackedKind = kind;
        outcome.unsure = [];
        outcome.ackedBy = r.upstream;
        traffic.ackedBy[r.upstream!] = (traffic.ackedBy[r.upstream!] ?? 0) + 1;
      } else if (unanswered(r) || r.status >= 500) outcome.unsure.push(sent);
    });
    outcome.inFlight = false;
    if (reply.status !== 200) traffic.failures.push(`student ${outcome.id} ${kind}: ${reply.status} ${JSON.stringify(reply.body)}`);
    return reply;
  }

  return { send, sendUntilAnswered, write, traffic };
}

export type Client = ReturnType<typeof createClient>;

interface Question {
  questionId: number;
  questionType: string;
  options: { optionId: number }[];
}

/** What a student chooses on question `q` at save `k`: changes from save to save, so a lost save shows. */
function choose(studentId: number, k: number, q: Question, index: number): number[] {
  const ids = q.options.map((o) => o.optionId);
  const first = (studentId + k + index) % ids.length;
  return q.questionType === 'ONE_FROM_LIST' ? [ids[first]!] : [ids[first]!, ids[(first + 2) % ids.length]!];
}

/**
 * One student's exam: start, `saves` saves every `everyMs` (answering more questions each time,
 * and changing those answered), then submit every answer, each write recorded in `outcome`.
 */
export async function sitExam(
  client: Client,
  student: { id: number; token: string },
  outcome: StudentRecord,
  testId: number,
  saves: number,
  everyMs: number,
): Promise<void> {
  const started = await client.sendUntilAnswered('POST', `/api/lessons/students/tests/${testId}/start`, { token: student.token });
  if (started.status !== 200) {
    client.traffic.failures.push(`student ${student.id} start: ${started.status} ${JSON.stringify(started.body)}`);
    return;
  }
  const questions = (started.body as { questions: Question[] }).questions;
  const answersAt = (k: number, count: number) =>
    Object.fromEntries(questions.slice(0, count).map((q, index) => [q.questionId, choose(student.id, k, q, index)]));
  for (let k = 1; k <= saves; k++) {
    await new Promise((resolve) => setTimeout(resolve, everyMs * (0.8 + 0.4 * Math.random())));
    const answers = answersAt(k, Math.ceil((questions.length * k) / (saves + 1)));
    await client.write(outcome, 'save', 'PUT', `/api/lessons/students/tests/${testId}/answers`, student.token, { answers });
  }
  await client.write(outcome, 'submit', 'POST', '/api/lessons/students/tests/pass', student.token, {
    testId,
    answers: answersAt(saves + 1, questions.length),
  });
}

/** What a student had acknowledged when the process died, and where their later writes start in `sent`. */
export interface AtKill {
  id: number;
  acked: string;
  ackedBy: number;
  /** Texts that may have landed instead: unanswered so far, in flight, or sent afterwards (from `sent[from]` on). */
  unsure: string[];
  from: number;
}

export function snapshot(records: StudentRecord[]): AtKill[] {
  return records
    .filter((r) => r.acked !== null)
    .map((r) => ({ id: r.id, acked: r.acked!, ackedBy: r.ackedBy!, unsure: [...r.unsure], from: r.sent.length - (r.inFlight ? 1 : 0) }));
}

/**
 * The students whose stored answers, read just after the kill, are none of what they may be: the
 * write acknowledged before the kill, one unanswered then, or one sent since (the students go on
 * writing while the database is read).
 */
export function lostAtKill(
  atKill: AtKill[],
  records: StudentRecord[],
  stored: Map<number, string>,
): Array<AtKill & { stored: string | null }> {
  const byId = new Map(records.map((r) => [r.id, r]));
  return atKill
    .filter((k) => {
      const text = stored.get(k.id) ?? null;
      const allowed = new Set([k.acked, ...k.unsure, ...byId.get(k.id)!.sent.slice(k.from)]);
      return text === null || !allowed.has(text);
    })
    .map((k) => ({ ...k, stored: stored.get(k.id) ?? null }));
}
