import { Box, type BoxProps } from '@mui/material';

/**
 * A Box that is a form the screen checks itself (noValidate: no browser bubbles): a submit (the submit
 * button, Enter in a field) runs `onSubmit` instead of loading a page.
 */
export function FormBox({ onSubmit, ...box }: Omit<BoxProps<'form'>, 'component' | 'onSubmit'> & { onSubmit: () => void }) {
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
      {...box}
    />
  );
}
