import { useEffect, useState, type FormEvent } from 'react';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { BANK_CATEGORY_NAME_MAX_LENGTH } from '../../../api/questionBank';
import { fitsLength } from '../../../api/textLength';
import { FormDialog } from '../../shared/FormDialog';

export interface CategoryNameDialogProps {
  open: boolean;
  title: string;
  /** The name to start from: empty for a new category. */
  initialName: string;
  onClose: () => void;
  /** Saves; true when saved. A 400 naming the field calls onFieldError and answers false. */
  onSave: (name: string, onFieldError: (message: string) => void) => Promise<boolean>;
}

/** A category's name, for a new subcategory or a rename; the server's refusal shows under the field. */
export function CategoryNameDialog({ open, title, initialName, onClose, onSave }: CategoryNameDialogProps) {
  const translate = useTranslate();
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!open) return;
    setName(initialName);
    setError(undefined);
  }, [open, initialName]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setError(translate('questionBank.categories.nameRequired'));
    if (!fitsLength(trimmed, BANK_CATEGORY_NAME_MAX_LENGTH)) {
      return setError(translate('questionBank.categories.nameTooLong', { limit: BANK_CATEGORY_NAME_MAX_LENGTH }));
    }
    setBusy(true);
    try {
      if (await onSave(trimmed, setError)) onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      open={open}
      title={title}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      busy={busy}
      maxWidth="xs"
      dirty={name !== initialName}
    >
      <TextField
        label={translate('questionBank.categories.name')}
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setError(undefined);
        }}
        error={Boolean(error)}
        helperText={error}
        required
        autoFocus
        fullWidth
        slotProps={{ htmlInput: { 'data-testid': 'bank-category-name' } }}
      />
    </FormDialog>
  );
}
