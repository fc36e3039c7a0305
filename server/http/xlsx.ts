/** One-sheet .xlsx files (the placements report, a wholesale order's export, a cash desk's figures). */
import { PassThrough, type Readable } from 'node:stream';
import type { Worksheet } from 'exceljs';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Columns = readonly (readonly [key: string, width: number])[];

// loaded when a file is asked for, not at start (exceljs alone took a fifth of the cold start)
const loadExcel = async () => (await import('exceljs')).default;

/**
 * A workbook of one sheet with a bold header row: `headers[i]` over column `columns[i]` (its row key and
 * width); `file()` gives its bytes once the rows are added. Built in memory: for files of a few hundred
 * rows (an order, a cash desk) that are styled cell by cell; a long list goes through `xlsxStream`.
 */
export async function xlsxSheet(name: string, headers: readonly string[], columns: Columns): Promise<{ sheet: Worksheet; file: () => Promise<Buffer> }> {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(name);
  sheet.columns = columns.map(([key, width], i) => ({ header: headers[i], key, width }));
  sheet.getRow(1).font = { bold: true };
  return { sheet, file: async () => Buffer.from(await workbook.xlsx.writeBuffer()) };
}

/** Resolves when `stream` takes writes again, or is closed (the client went away). */
function drained(stream: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done).off('close', done);
      resolve();
    };
    stream.on('drain', done).on('close', done);
  });
}

/** Rows turned into XML between two turns of the event loop (and two checks of the reader's pace). */
const STREAM_BATCH = 500;

/**
 * A one-sheet workbook of `rows` (bold header row frozen above them) written as it is made, for the
 * answer to send as a stream: exceljs's streaming writer turns each row into XML and compresses it as it
 * goes, where the in-memory workbook of `xlsxSheet` kept an object per cell and then the whole file (the
 * placements report's 100 000 rows: some hundreds of MB at once). Rows are added a batch at a time, at
 * the pace the reader takes them. The rows are read before: a failure after the answer has started can
 * only cut it short.
 */
export async function xlsxStream(name: string, headers: readonly string[], columns: Columns, rows: readonly Record<string, unknown>[]): Promise<Readable> {
  const ExcelJS = await loadExcel();
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map(([key, width], i) => ({ header: headers[i], key, width }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const fill = async () => {
    for (let i = 0; i < rows.length; i += STREAM_BATCH) {
      if (out.destroyed) return;
      for (const row of rows.slice(i, i + STREAM_BATCH)) sheet.addRow(row).commit();
      await (out.writableNeedDrain ? drained(out) : new Promise<void>((resolve) => setImmediate(resolve)));
    }
    sheet.commit();
    await workbook.commit();
  };
  fill().catch((err: unknown) => out.destroy(err as Error));
  return out;
}
