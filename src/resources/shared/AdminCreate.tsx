import type { ReactNode } from 'react';
import type { AnyObjectSchema } from 'yup';
import { Create, useResourceContext } from 'react-admin';
import { AdminForm } from './AdminForm';
import { useSaveOptions } from './useSaveOptions';

export interface AdminCreateProps {
  /** The yup schema of the form (AdminForm). */
  schema: AnyObjectSchema;
  /** The form's inputs. */
  children: ReactNode;
  /** Where a save goes: the new record's page, or the list. */
  redirectTo?: 'list' | 'show';
  defaultValues?: Record<string, unknown>;
}

/** The create page of every admin resource: titled "New …" (admin.newRecord.<resource>), saved like AdminEdit. */
export function AdminCreate({ schema, children, redirectTo = 'list', defaultValues }: AdminCreateProps) {
  const resource = useResourceContext();
  const mutationOptions = useSaveOptions(redirectTo);
  return (
    <Create title={`admin.newRecord.${resource}`} mutationOptions={mutationOptions} redirect={false}>
      <AdminForm schema={schema} defaultValues={defaultValues}>
        {children}
      </AdminForm>
    </Create>
  );
}
