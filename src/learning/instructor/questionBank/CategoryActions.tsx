import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CreateNewFolderIcon from '@mui/icons-material/CreateNewFolderOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/EditOutlined';
import { useDataProvider, useTranslate, type Identifier } from 'react-admin';
import type { BankCategoryDto } from '../../../api/questionBank';
import type { LmsDataProvider } from '../../../dataProvider/dataProvider';
import { ConfirmButton } from '../../../resources/shared/ConfirmButton';
import { useServerSave } from '../../shared/useServerSave';
import { CategoryNameDialog } from './CategoryNameDialog';

export interface CategoryActionsProps {
  courseId: Identifier;
  category: BankCategoryDto;
  /** A new category was made or the selected one deleted: the page selects this one. */
  onSelect: (categoryId: number) => void;
}

/**
 * What can be done to the selected category: add a subcategory, rename it, delete it after a
 * confirm. The server refuses to delete one that still holds questions or subcategories, and
 * its message says so.
 */
export function CategoryActions({ courseId, category, onSelect }: CategoryActionsProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<LmsDataProvider>();
  const { save } = useServerSave();
  const [dialog, setDialog] = useState<'add' | 'rename' | null>(null);
  const name = category.name;

  const saveName = async (value: string, onFieldError: (message: string) => void) => {
    const onField = (_field: string, message: string) => onFieldError(message);
    if (dialog === 'rename') {
      const input = { name: value, parentId: category.parentId };
      return Boolean(await save(() => dataProvider.updateBankCategory(courseId, category.categoryId, input), { onFieldError: onField }));
    }
    const input = { name: value, parentId: category.categoryId };
    const created = await save(() => dataProvider.createBankCategory(courseId, input), { onFieldError: onField });
    if (created) onSelect(created.categoryId);
    return Boolean(created);
  };

  const remove = async () => {
    const done = await save(() => dataProvider.deleteBankCategory(courseId, category.categoryId));
    if (done && category.parentId !== null) onSelect(category.parentId);
  };

  return (
    <Box role="group" aria-label={translate('questionBank.categories.actions')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mb: 1 }}>
      <Button
        size="small"
        startIcon={<CreateNewFolderIcon />}
        onClick={() => setDialog('add')}
        aria-label={translate('questionBank.categories.addSubTo', { name })}
      >
        {translate('questionBank.categories.addSub')}
      </Button>
      <Button
        size="small"
        startIcon={<EditIcon />}
        onClick={() => setDialog('rename')}
        aria-label={translate('questionBank.categories.renameNamed', { name })}
      >
        {translate('questionBank.categories.rename')}
      </Button>
      <ConfirmButton
        label="questionBank.categories.delete"
        icon={<DeleteIcon />}
        title="questionBank.categories.deleteTitle"
        content="questionBank.categories.deleteContent"
        translateOptions={{ name }}
        onConfirm={remove}
      />
      <CategoryNameDialog
        open={dialog !== null}
        title={
          dialog === 'rename' ? translate('questionBank.categories.renameTitle') : translate('questionBank.categories.newTitle', { name })
        }
        initialName={dialog === 'rename' ? name : ''}
        onClose={() => setDialog(null)}
        onSave={saveName}
      />
    </Box>
  );
}
