/** A list's search box: a small text field with the search icon in front of the text. */
import { InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { SEARCH_MAX } from '../domain/limits';

export function SearchField({ testId, ariaLabel, ...field }: Omit<TextFieldProps, 'slotProps' | 'size'> & { testId: string; ariaLabel?: string }) {
  return (
    <TextField
      size="small"
      {...field}
      slotProps={{
        // the server takes a search of SEARCH_MAX characters at most (a longer one was a refusal shown as 'max_length')
        htmlInput: { maxLength: SEARCH_MAX, 'data-testid': testId, ...(ariaLabel ? { 'aria-label': ariaLabel } : {}) },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
