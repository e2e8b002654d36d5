import { useMemo, type ReactNode } from 'react';
import { yupResolver } from '@hookform/resolvers/yup';
import type { AnyObjectSchema } from 'yup';
import { SaveButton, SimpleForm, Toolbar, useRecordContext } from 'react-admin';

export interface AdminFormProps {
  /** The yup schema of the form; its messages are translation keys. */
  schema: AnyObjectSchema;
  children: ReactNode;
  defaultValues?: Record<string, unknown>;
}

/**
 * The create and edit form of every admin resource: react-admin's SimpleForm validated by a yup
 * schema, a readable width, and Save alone at the bottom (delete sits in the page's actions,
 * where it asks first and says the item goes to the trash).
 */
export function AdminForm({ schema, children, defaultValues }: AdminFormProps) {
  const resolver = useMemo(() => yupResolver(schema), [schema]);
  // A new record's Save works at once, so an empty form says what it needs; an edit waits for a change.
  const isNew = !useRecordContext();
  return (
    <SimpleForm
      resolver={resolver}
      defaultValues={defaultValues}
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
