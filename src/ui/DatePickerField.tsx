/**
 * A date field in the app's language, not the browser's (MUI X's DatePicker with dayjs): a Russian
 * screen reads and takes dd.mm.yyyy, an English one mm/dd/yyyy, whatever the browser's own language.
 * The value stays the API's 'yyyy-mm-dd' ('' for none). Loaded lazily through ./DateInput.tsx: the
 * picker and dayjs stay out of the first load (server/scripts/entrySize.ts).
 */
import { useLocaleState } from 'react-admin';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/ru';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, ruRU } from '@mui/x-date-pickers/locales';
import type { DateInputProps } from './DateInput';

const ISO = 'YYYY-MM-DD';
const PICKER_TEXTS = { ru: ruRU, en: enUS } as const;

const toDay = (value: string | null | undefined): Dayjs | null => (value ? dayjs(value) : null);

export default function DatePickerField({ label, value, onChange, onBlur, min, max, error, helperText, testId, fullWidth, required, size = 'small' }: DateInputProps) {
  const [locale] = useLocaleState();
  const language = locale === 'ru' ? 'ru' : 'en';
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={language}
      localeText={PICKER_TEXTS[language].components.MuiLocalizationProvider.defaultProps.localeText}
    >
      <DatePicker
        label={label}
        value={toDay(value)}
        // a date typed half-way is not a value yet: the field keeps it, the screen keeps the last whole one
        onChange={(day) => {
          if (day === null) onChange('');
          else if (day.isValid()) onChange(day.format(ISO));
        }}
        minDate={toDay(min) ?? undefined}
        maxDate={toDay(max) ?? undefined}
        // a plain <input> holding the text as shown: tests and the keyboard-wedge scanner read one field
        enableAccessibleFieldDOMStructure={false}
        slotProps={{
          textField: {
            size,
            fullWidth: fullWidth ?? false,
            required,
            error,
            helperText,
            onBlur,
            inputProps: testId ? { 'data-testid': testId } : undefined,
          },
        }}
      />
    </LocalizationProvider>
  );
}
