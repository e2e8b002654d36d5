import type { Identifier } from 'ra-core';
import type { ExportFormat } from '../api/exports';
import type { QuizAnalysisDto } from '../api/quizAnalysis';
import { segment as seg, sendVia } from './callHelpers';
import type { Download } from './download';
import type { HttpClient } from './httpClient';

/** The instructor's item analysis of a test (src/api/quizAnalysis.ts). */
export interface QuizAnalysisCalls {
  /** GET lessons/tests/{testId}/analysis: per question facility, discrimination and option counts. */
  getQuizAnalysis(testId: Identifier, signal?: AbortSignal): Promise<QuizAnalysisDto>;
  /** GET lessons/tests/{testId}/analysis/export?format: every attempt as CSV or Excel, in the user's language. */
  exportQuizAnalysis(testId: Identifier, format: ExportFormat): Promise<Download>;
}

export function createQuizAnalysisCalls(url: (path: string) => string, httpClient: HttpClient): QuizAnalysisCalls {
  const send = sendVia(url, httpClient);
  const base = (testId: Identifier) => `lessons/tests/${seg(testId)}/analysis`;
  return {
    getQuizAnalysis: (testId, signal) => send(base(testId), { signal }),
    exportQuizAnalysis: (testId, format) => send(`${base(testId)}/export`, { download: true, searchParams: { format } }),
  };
}
