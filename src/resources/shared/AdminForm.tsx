import { useMemo, type ReactNode } from 'react';
import { yupResolver } from '@hookform/resolvers/yup';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { AnyObjectSchema } from 'yup';
import { SaveButton, SimpleForm, Toolbar, useRecordContext } from 'react-admin';
import { useSchoolTimeZone } from '../../learning/shared/useSchoolTimeZone';
import type { AdminFormContext } from './validation';

export interface AdminFormProps {
  /** The yup schema of the form; its messages are translation keys. */
  schema: AnyObjectSchema;
  children: ReactNode;
  defaultValues?: Record<string, unknown>;
}

/**
 * The create and edit form of every admin resource: react-admin's SimpleForm validated by a yup
 * schema, a readable width, a question before unsaved changes are left, and Save alone at the bottom (delete sits in the page's actions,
 * where it asks first and says the item goes to the trash).
 */
export function AdminForm({ schema, children, defaultValues }: AdminFormProps) {
  const record = useRecordContext();
  const timeZone = useSchoolTimeZone();
  const resolver = useMemo<Resolver<FieldValues>>(() => {
    const validate = yupResolver(schema);
    // The schema's context is the stored record and the school's zone (AdminFormContext), for the end-date rule.
    const context: AdminFormContext = { record, timeZone };
    return (values, _context, options) => validate(values, context, options);
  }, [schema, record, timeZone]);
  // A new record's Save works at once, so an empty form says what it needs; an edit waits for a change.
  const isNew = !record;
  return (
    <SimpleForm
      resolver={resolver}
      defaultValues={defaultValues}
      // Leaving with changes unsaved asks first (ra.message.unsaved_changes, in the user's language); it needs the data router of main.tsx.
      warnWhenUnsavedChanges
      toolbar={
        <Toolbar>
          <SaveButton alwaysEnable={isNew} />
        </Toolbar>
      }
      sx={{ maxWidth: 760 }}
    >
      {children}
    </SimpleForm>
  );
}
