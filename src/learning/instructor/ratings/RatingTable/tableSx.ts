import { alpha, type Theme } from '@mui/material/styles';

/** Every style of the table, set once at its root; cells are plain elements with classes. */
export function tableSx(theme: Theme) {
  return { ...bodySx(theme), ...headSx(theme) } as const;
}

/** The box, the rows and the cells (the first half of the rules, in their original order). */
function bodySx(theme: Theme) {
  const border = theme.palette.divider;
  const paper = theme.palette.background.paper;
  const head = theme.palette.mode === 'dark' ? '#1f2630' : '#f4f6f8';
  const stripe = alpha(theme.palette.text.primary, theme.palette.mode === 'dark' ? 0.035 : 0.025);
  const hover = alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.16 : 0.07);
  return {
    position: 'relative',
    overflow: 'auto',
    // The page never scrolls sideways: the table does, inside its own box, whose width comes from
    // the page (containment keeps the table's own width out of the layout above it).
    maxWidth: '100%',
    contain: 'inline-size',
    maxHeight: 'max(360px, calc(100vh - 290px))',
    border: `1px solid ${border}`,
    borderRadius: 1,
    bgcolor: paper,
    fontSize: '0.875rem',
    fontVariantNumeric: 'tabular-nums',
    overscrollBehaviorX: 'contain',
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
    '& .rt-table': { position: 'relative' },
    '& .rt-head': { position: 'sticky', top: 0, zIndex: 3, bgcolor: head },
    '& .rt-row': { display: 'flex', alignItems: 'stretch' },
    '& .rt-body': { position: 'relative' },
    '& .rt-body-row': { position: 'absolute', top: 0, left: 0, width: '100%', bgcolor: paper },
    '& .rt-body-row.rt-odd': { backgroundImage: `linear-gradient(${stripe}, ${stripe})` },
    '& .rt-body-row:hover, & .rt-body-row:hover .rt-sticky': { backgroundImage: `linear-gradient(${hover}, ${hover})` },
    '& .rt-cell': {
      flex: 'none',
      boxSizing: 'border-box',
      display: 'flex',
      alignItems: 'center',
      minWidth: 0,
      px: 1,
      borderBottom: `1px solid ${border}`,
      borderRight: `1px solid ${alpha(border, 0.5)}`,
      overflow: 'hidden',
    },
    '& .rt-spacer': { flex: 'none' },
    '& .rt-sticky': {
      position: 'sticky',
      left: 0,
      zIndex: 1,
      bgcolor: 'inherit',
      borderRight: `1px solid ${border}`,
      boxShadow: `2px 0 4px -2px ${alpha('#000', 0.18)}`,
    },
    '& .rt-body-row .rt-sticky': { bgcolor: paper },
    '& .rt-body-row.rt-odd .rt-sticky': { backgroundImage: `linear-gradient(${stripe}, ${stripe})` },
    '& .rt-head .rt-sticky': { bgcolor: head, zIndex: 4 },
    '& .rt-name': { flexDirection: 'column', alignItems: 'flex-start', justifyContent: 'center', gap: 0, lineHeight: 1.25, pl: 1.5 },
    '& .rt-name-text': { maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontWeight: 500 },
    '& .rt-name-group': {
      maxWidth: '100%',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      fontSize: '0.75rem',
      color: 'text.secondary',
    },
    '& .rt-num': { justifyContent: 'flex-end', textAlign: 'right' },
    '& .rt-none, & .rt-muted': { color: 'text.disabled' },
    '& .rt-muted': { justifyContent: 'center' },
    '& .rt-strong': { fontWeight: 700 },
  } as const;
}

/** The header cells, the sort buttons and the exam marks (the second half of the rules). */
function headSx(theme: Theme) {
  const border = theme.palette.divider;
  return {
    '& .rt-head-cell': { fontWeight: 600, alignItems: 'stretch', p: 0, color: 'text.primary' },
    '& .rt-head-cell.rt-muted': { alignItems: 'center', color: 'text.secondary' },
    '& .rt-group': { fontSize: '0.8125rem', fontWeight: 700, color: 'text.secondary', p: 0, overflow: 'visible', position: 'relative' },
    '& .rt-group-label': {
      position: 'sticky',
      px: 1,
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      maxWidth: '100%',
      alignSelf: 'center',
    },
    '& .rt-group-exams, & .rt-exam-head': { bgcolor: alpha(theme.palette.secondary.main, theme.palette.mode === 'dark' ? 0.16 : 0.08) },
    '& .rt-group-totals, & .rt-total-head': { bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.16 : 0.08) },
    '& .rt-group-row .rt-cell': { borderBottom: `1px solid ${alpha(border, 0.6)}` },
    '& .rt-sort': {
      all: 'unset',
      boxSizing: 'border-box',
      cursor: 'pointer',
      flex: 1,
      minWidth: 0,
      display: 'flex',
      alignItems: 'center',
      gap: 0.25,
      px: 1,
      py: 0.5,
      font: 'inherit',
      color: 'inherit',
      '&:hover': { bgcolor: alpha(theme.palette.text.primary, 0.06) },
      '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
    },
    '& .rt-sort-active': { color: 'primary.main' },
    '& .rt-sort-text': { display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1, lineHeight: 1.2 },
    '& .rt-head-name': {
      display: '-webkit-box',
      WebkitLineClamp: 2,
      WebkitBoxOrient: 'vertical',
      overflow: 'hidden',
      overflowWrap: 'anywhere',
      fontSize: '0.8125rem',
    },
    '& .rt-head-sub': {
      fontSize: '0.6875rem',
      fontWeight: 400,
      color: 'text.secondary',
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
    },
    '& .rt-sort-arrow': { fontSize: '1rem', flex: 'none' },
    '& .rt-exam-head': { position: 'relative' },
    '& .rt-exam-delete': { alignSelf: 'center', mr: 0.25, flex: 'none' },
    '& .rt-mark': {
      all: 'unset',
      boxSizing: 'border-box',
      cursor: 'pointer',
      width: '100%',
      textAlign: 'right',
      px: 1,
      py: 0.5,
      borderRadius: 1,
      border: `1px dashed ${alpha(theme.palette.text.primary, 0.25)}`,
      '&:hover': { borderColor: theme.palette.primary.main, bgcolor: alpha(theme.palette.primary.main, 0.08) },
      '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}` },
      '&:disabled': { cursor: 'default', border: 'none' },
    },
    '& .rt-visually-hidden': { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' },
    '& .rt-name-head .rt-sort': { pl: 1.5 },
  } as const;
}
