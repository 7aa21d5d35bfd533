// Every user-visible text of mfe-matrices (pt-BR, seed-matrices-plans §2), one module per area
// (`import * as texts from '…/texts'`, then `texts.mcp.chart.heading`). A module is bundled whole
// wherever one of its texts is read, so the tab titles and menu labels that the routes module
// (loaded on every page) reads live in navigation.ts, and each page's chunk carries only its
// area's texts.
import * as overview from './overview';
import * as analyses from './analyses';
import * as ambiental from './ambiental';
import * as swot from './swot';
import * as mcp from './mcp';
import * as multifatorial from './multifatorial';
import * as uilab from './uilab';
import * as reports from './reports';
import * as reading from './reading';
import * as spreadsheet from './spreadsheet';
import { sheets } from './sheets';

export { overview, analyses, ambiental, swot, mcp, multifatorial, uilab, reports, reading, spreadsheet, sheets };
