import type { Dispatch, SetStateAction } from 'react';
import { Confirm } from 'react-admin';
import type { EventDto, EventOccurrenceDto } from '../../../../api/events';
import { EventDetailsDialog } from '../EventDetailsDialog';
import { EventDialog } from '../EventDialog';
import type { EventDraftTimes } from '../eventForm';
import type { PendingMove } from './calendarPageState';

interface CalendarDialogsProps {
  readOnly: boolean;
  zone: string;
  details: EventOccurrenceDto | null;
  setDetails: Dispatch<SetStateAction<EventOccurrenceDto | null>>;
  creating: EventDraftTimes | null;
  setCreating: Dispatch<SetStateAction<EventDraftTimes | null>>;
  editing: EventDto | null;
  setEditing: Dispatch<SetStateAction<EventDto | null>>;
  /** The times a new event starts with when none were picked. */
  dayDraft: EventDraftTimes;
  pendingMove: PendingMove | null;
  setPendingMove: Dispatch<SetStateAction<PendingMove | null>>;
  saveMove: (move: PendingMove) => Promise<void>;
}

/** An event's details, the form to create or edit one, and the question before moving a whole series. */
export function CalendarDialogs({
  readOnly,
  zone,
  details,
  setDetails,
  creating,
  setCreating,
  editing,
  setEditing,
  dayDraft,
  pendingMove,
  setPendingMove,
  saveMove,
}: CalendarDialogsProps) {
  return (
    <>
      <EventDetailsDialog
        occurrence={details}
        timeZone={zone}
        readOnly={readOnly}
        onClose={() => setDetails(null)}
        onEdit={(event) => {
          setDetails(null);
          setEditing(event);
        }}
      />
      {!readOnly && (
        <>
          <EventDialog
            open={Boolean(creating) || Boolean(editing)}
            event={editing}
            draft={creating ?? dayDraft}
            timeZone={zone}
            onClose={() => {
              setCreating(null);
              setEditing(null);
            }}
          />
          <Confirm
            isOpen={Boolean(pendingMove)}
            title="events.move.title"
            content={pendingMove?.resize ? 'events.move.resizeContent' : 'events.move.content'}
            contentTranslateOptions={{ title: pendingMove?.occurrence.title ?? '' }}
            confirm={pendingMove?.resize ? 'events.move.confirmResize' : 'events.move.confirm'}
            onConfirm={() => {
              const move = pendingMove;
              setPendingMove(null);
              if (move) void saveMove(move);
            }}
            onClose={() => {
              pendingMove?.revert();
              setPendingMove(null);
            }}
          />
        </>
      )}
    </>
  );
}
