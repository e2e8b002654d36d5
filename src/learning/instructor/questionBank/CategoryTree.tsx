import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import FolderIcon from '@mui/icons-material/FolderOutlined';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import { useTranslate } from 'react-admin';
import type { CategoryNode } from './categoryTree';

export interface CategoryTreeProps {
  nodes: CategoryNode[];
  selectedId: number | null;
  onSelect: (categoryId: number) => void;
}

function Branch({ nodes, selectedId, onSelect, depth }: CategoryTreeProps & { depth: number }) {
  const translate = useTranslate();
  return (
    <List dense disablePadding component="ul" sx={{ pl: depth ? 1.5 : 0 }}>
      {nodes.map(({ category, children, total }) => {
        const selected = category.categoryId === selectedId;
        const own = translate('questionBank.categories.count', { smart_count: category.questionsCount });
        return (
          <Box component="li" key={category.categoryId} sx={{ listStyle: 'none' }}>
            <ListItemButton
              selected={selected}
              aria-current={selected ? 'true' : undefined}
              onClick={() => onSelect(category.categoryId)}
              data-testid={`bank-category-${category.categoryId}`}
              sx={{ borderRadius: 1, gap: 1, py: 0.25 }}
            >
              {selected ? <FolderOpenIcon fontSize="small" color="primary" aria-hidden /> : <FolderIcon fontSize="small" aria-hidden />}
              <ListItemText
                primary={category.name}
                secondary={children.length && total !== category.questionsCount ? `${own} (${total})` : own}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItemButton>
            {children.length > 0 && <Branch nodes={children} selectedId={selectedId} onSelect={onSelect} depth={depth + 1} />}
          </Box>
        );
      })}
    </List>
  );
}

/**
 * The bank's categories as nested lists, each a button that selects it (the selected one is
 * marked for screen readers too), with its own questions counted and, for a parent, the
 * count with its subcategories in brackets.
 */
export function CategoryTree(props: CategoryTreeProps) {
  const translate = useTranslate();
  return (
    <Box component="nav" aria-label={translate('questionBank.categories.title')} data-testid="bank-category-tree">
      <Branch {...props} depth={0} />
    </Box>
  );
}
