import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddLinkIcon from '@mui/icons-material/AddLink';
import { useTranslate } from 'react-admin';
import { isHttpUrl } from '../../../api/learning';
import { ANSWER_LINKS_MAX } from '../../../api/tasks';
import { AnswerLinkRow } from './AnswerLinkRow';

/** Why an address cannot be added, as a translation key, or null when it can. */
export function linkProblem(address: string, links: readonly string[]): string | null {
  const value = address.trim();
  if (!value) return null;
  if (!isHttpUrl(value)) return 'student.answer.linkInvalid';
  if (links.includes(value)) return 'student.answer.linkTwice';
  if (links.length >= ANSWER_LINKS_MAX) return 'student.answer.tooManyLinks';
  return null;
}

export interface AnswerLinksInputProps {
  links: string[];
  onChange: (update: (links: string[]) => string[]) => void;
  /** The address being typed: the form adds it on sending if it is a good one. */
  typed: string;
  onTypedChange: (value: string) => void;
  /** The problem of the typed address (a translation key or the server's own message). */
  error: string;
  onErrorChange: (error: string) => void;
  disabled?: boolean;
}

/** The answer's links: http(s) addresses, checked as they are added, each removable. */
export function AnswerLinksInput({ links, onChange, typed, onTypedChange, error, onErrorChange, disabled = false }: AnswerLinksInputProps) {
  const translate = useTranslate();
  const add = () => {
    const value = typed.trim();
    if (!value) return;
    const problem = linkProblem(value, links);
    if (problem) {
      onErrorChange(translate(problem, { max: ANSWER_LINKS_MAX }));
      return;
    }
    onChange((list) => [...list, value]);
    onTypedChange('');
    onErrorChange('');
  };
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" id="answer-links-label" sx={{ mb: 0.5 }}>
        {translate('student.answer.links')}
      </Typography>
      {links.length > 0 && (
        <Stack component="ul" spacing={0.75} sx={{ listStyle: 'none', p: 0, m: 0, mb: 1 }} aria-labelledby="answer-links-label">
          {links.map((link) => (
            <AnswerLinkRow key={link} link={link} onRemove={() => onChange((list) => list.filter((l) => l !== link))} disabled={disabled} />
          ))}
        </Stack>
      )}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
        <TextField
          value={typed}
          onChange={(event) => {
            onTypedChange(event.target.value);
            if (error) onErrorChange('');
          }}
          onKeyDown={(event) => {
            // Enter adds the address instead of sending the whole answer.
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          onBlur={() => {
            const problem = linkProblem(typed, links);
            if (problem) onErrorChange(translate(problem, { max: ANSWER_LINKS_MAX }));
          }}
          label={translate('student.answer.link')}
          placeholder="https://"
          type="url"
          inputMode="url"
          size="small"
          fullWidth
          disabled={disabled || links.length >= ANSWER_LINKS_MAX}
          error={Boolean(error)}
          helperText={error || translate('student.answer.linkHelper')}
          slotProps={{ htmlInput: { autoComplete: 'url', spellCheck: false } }}
          sx={{ flex: '1 1 240px' }}
        />
        <Button
          variant="outlined"
          startIcon={<AddLinkIcon />}
          onClick={add}
          disabled={disabled || !typed.trim()}
          sx={{ flexShrink: 0, minHeight: 40 }}
        >
          {translate('student.answer.addLink')}
        </Button>
      </Box>
    </Box>
  );
}
