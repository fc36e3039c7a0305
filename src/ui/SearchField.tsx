/** A list's search box: a small text field with the search icon in front of the text. */
import { InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';

export function SearchField({ testId, ariaLabel, ...field }: Omit<TextFieldProps, 'slotProps' | 'size'> & { testId: string; ariaLabel?: string }) {
  return (
    <TextField
      size="small"
      {...field}
      slotProps={{
        htmlInput: { 'data-testid': testId, ...(ariaLabel ? { 'aria-label': ariaLabel } : {}) },
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
