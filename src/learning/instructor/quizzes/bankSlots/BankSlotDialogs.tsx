import type { Identifier } from 'react-admin';
import type { ItemDraft } from '../quizDraft';
import { BankPickerDialog } from './BankPickerDialog';
import { RandomSlotDialog } from './RandomSlotDialog';
import { bankSlotOf, type SlotDraft } from './slotDraft';

interface BankSlotDialogsProps {
  /** Which one is open, if any. */
  adding: 'bank' | 'random' | null;
  courseId: Identifier;
  questions: readonly ItemDraft[];
  onClose: () => void;
  /** The slots to add, and the field of the first one to focus. */
  onAdd: (slots: SlotDraft[], focusField: 'points' | 'drawCount') => void;
}

/** The test editor's two ways into the course bank: 'Add from the bank' and 'Add random questions'. */
export function BankSlotDialogs({ adding, courseId, questions, onClose, onAdd }: BankSlotDialogsProps) {
  const inTest = new Set(questions.flatMap((q) => (q.questionType === 'FROM_BANK' ? [q.bankQuestionId] : [])));
  return (
    <>
      <BankPickerDialog
        open={adding === 'bank'}
        courseId={courseId}
        inTest={inTest}
        onClose={onClose}
        onAdd={(picked) => onAdd(picked.map(bankSlotOf), 'points')}
      />
      <RandomSlotDialog open={adding === 'random'} courseId={courseId} onClose={onClose} onAdd={(slot) => onAdd([slot], 'drawCount')} />
    </>
  );
}
