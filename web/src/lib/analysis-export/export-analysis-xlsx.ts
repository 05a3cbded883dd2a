import type { Cell as ExcelCell } from 'exceljs';
import type { Cell, WorkbookModel } from '../cashflow-export/cells';
const xlsxMimeType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function fillCell(target: ExcelCell, cell: Exclude<Cell, null>): void {
  switch (cell.kind) {
    case 'text':
      target.value = cell.value;
      return;
    case 'number':
      target.value = cell.value;
      target.numFmt = cell.format;
      return;
    case 'date':
    case 'moment':
      target.value = new Date(cell.value);
      target.numFmt = cell.kind === 'date' ? 'yyyy-mm-dd' : 'yyyy-mm-dd hh:mm';
      return;
    case 'formula':
      target.value = { formula: cell.formula.replace(/^=/, ''), result: cell.result };
      target.numFmt = cell.format;
  }
}

/** An analysis export model as an Excel workbook; the spreadsheet library is loaded on first use, as its own chunk. */
export async function analysisXlsx(model: WorkbookModel): Promise<Blob> {
  const { Workbook } = await import('exceljs');
  const workbook = new Workbook();
  workbook.creator = 'Keelson';
  for (const sheet of model.sheets) {
    const worksheet = workbook.addWorksheet(sheet.name);
    worksheet.columns = sheet.widths.map((width) => ({ width }));
    sheet.rows.forEach((line, rowIndex) => {
      const target = worksheet.getRow(rowIndex + 1);
      line.cells.forEach((cell, columnIndex) => {
        if (cell === null) return;
        const excelCell = target.getCell(columnIndex + 1);
        fillCell(excelCell, cell);
        if (line.style === 'header' || line.style === 'title') excelCell.font = { bold: true };
        if (line.style === 'header') excelCell.alignment = { wrapText: true, vertical: 'top' };
      });
    });
  }
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], { type: xlsxMimeType });
}
