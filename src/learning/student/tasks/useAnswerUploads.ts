import { useEffect, useRef, useState } from 'react';
import { useTranslate, useDataProvider } from 'react-admin';
import { ANSWER_FILES_MAX, type AnswerFile } from '../../../api/tasks';
import type { LmsDataProvider } from '../../../dataProvider/dataProvider';
import type { TaskFileRules } from '../../../api/answerFiles';
import { checkAnswerFile } from './answerUpload';

/** A file on its way up, or one that could not go. */
export interface PendingUpload {
  key: number;
  name: string;
  percent: number | null;
  error?: string;
  controller?: AbortController;
}

export interface AnswerUploadsOptions {
  files: AnswerFile[];
  onChange: (update: (files: AnswerFile[]) => AnswerFile[]) => void;
  /** Told when uploads start and all end, so the form waits for them. */
  onBusyChange: (busy: boolean) => void;
  /** At most this many files (a task answer's ANSWER_FILES_MAX unless given). */
  max?: number;
  /** What the task's answer takes; left out (a test's file answer): PDFs and images. */
  rules?: TaskFileRules;
}

let counter = 0;

/**
 * The answer's uploads: each picked file goes up at once with its progress; one the server
 * would not take, or that failed, stays listed with its problem until dismissed. Answers the
 * list, a problem with the pick itself (too many files), `pick` and `dismiss` (which cancels
 * one still going).
 */
export function useAnswerUploads({ files, onChange, onBusyChange, max = ANSWER_FILES_MAX, rules }: AnswerUploadsOptions) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<LmsDataProvider>();
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const [problem, setProblem] = useState('');
  const busyChange = useRef(onBusyChange);
  busyChange.current = onBusyChange;
  const uploading = pending.some((p) => p.controller);

  useEffect(() => busyChange.current(uploading), [uploading]);

  // Uploads still going when the form goes away are dropped.
  const live = useRef(pending);
  live.current = pending;
  useEffect(() => () => live.current.forEach((p) => p.controller?.abort()), []);

  const update = (key: number, change: Partial<PendingUpload> | null) =>
    setPending((list) =>
      change === null ? list.filter((p) => p.key !== key) : list.map((p) => (p.key === key ? { ...p, ...change } : p)),
    );

  const upload = async (file: File) => {
    const check = checkAnswerFile(file, rules);
    const key = ++counter;
    if ('problem' in check) {
      setPending((list) => [...list, { key, name: file.name, percent: null, error: translate(check.problem, check.args) }]);
      return;
    }
    const controller = new AbortController();
    setPending((list) => [...list, { key, name: file.name, percent: 0, controller }]);
    try {
      // Sent as kind=answer whatever the name says: a misnamed file is refused naming what an answer takes.
      const answer = await dataProvider.uploadAnswerFile(
        file,
        'answer',
        (progress) => update(key, { percent: progress.percent }),
        controller.signal,
        rules?.taskId,
      );
      if (controller.signal.aborted) return;
      update(key, null);
      onChange((list) => [
        ...list,
        { fileId: answer.fileId, link: answer.link, name: file.name, size: answer.size, contentType: answer.contentType },
      ]);
    } catch (failure) {
      if (controller.signal.aborted) return;
      update(key, { error: (failure as Error)?.message || translate('app.errors.generic'), controller: undefined, percent: null });
    }
  };

  const pick = (list: FileList | null) => {
    if (!list?.length) return;
    const room = max - files.length - pending.filter((p) => p.controller).length;
    const chosen = Array.from(list);
    setProblem(chosen.length > room ? translate('student.answer.tooManyFiles', { max }) : '');
    chosen.slice(0, Math.max(0, room)).forEach((file) => void upload(file));
  };

  const dismiss = (item: PendingUpload) => {
    item.controller?.abort();
    update(item.key, null);
  };

  return { pending, problem, pick, dismiss };
}
